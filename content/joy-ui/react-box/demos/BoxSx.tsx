import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        // Theme tokens: palette paths, radius, shadow and spacing all resolve from Joy's theme.
        width: 240,
        p: 2,
        bgcolor: 'background.surface',
        color: 'text.primary',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        boxShadow: 'sm',
        '&:hover': { boxShadow: 'md', borderColor: 'primary.outlinedBorder' },
      }}
    >
      Hover me: the shadow and border come from the theme.
    </Box>
  );
}
