import Box from '@mui/material/Box';

// Palette paths work in responsive values and in nested selectors such as :hover and :focus-visible.
export default function ResponsiveColor() {
  return (
    <Box
      component="button"
      type="button"
      sx={{
        font: 'inherit',
        cursor: 'pointer',
        border: 0,
        px: 3,
        py: 1.5,
        borderRadius: 1,
        color: 'primary.contrastText',
        bgcolor: { xs: 'secondary.main', md: 'primary.main' },
        '&:hover': { bgcolor: { xs: 'secondary.dark', md: 'primary.dark' } },
        '&:focus-visible': { outline: 3, outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      Secondary below 900px, primary above
    </Box>
  );
}
