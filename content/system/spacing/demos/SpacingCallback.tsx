import Box from '@mui/material/Box';

// theme.spacing() returns CSS text, so it can be combined in calc() or in multi-value properties.
export default function SpacingCallback() {
  return (
    <Box
      sx={(theme) => ({
        p: theme.spacing(1, 2),
        width: `calc(100% - ${theme.spacing(4)})`,
        mx: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        typography: 'body2',
      })}
    >
      Padding is theme.spacing(1, 2): 8px top and bottom, 16px left and right. The width leaves
      theme.spacing(4) of room.
    </Box>
  );
}
