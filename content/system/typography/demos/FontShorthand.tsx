import Box from '@mui/material/Box';

// `font` reads theme.font, which only themes with CSS variables have: 'body1' becomes var(--mui-font-body1).
export default function FontShorthand() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ font: 'h6' }}>{"font: 'h6'"}</Box>
      <Box sx={{ font: 'body2' }}>{"font: 'body2'"}</Box>
      <Box sx={{ font: 'italic 600 1rem Georgia, serif' }}>{"font: 'italic 600 1rem Georgia, serif'"}</Box>
    </Box>
  );
}
