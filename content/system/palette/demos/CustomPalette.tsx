import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// Palette paths resolve against the nearest theme. The function form keeps the site's light or dark mode.
const brandTheme = (outer: Theme) =>
  createTheme({
    palette: {
      mode: outer.palette.mode,
      primary: { main: '#0f766e' },
      secondary: { main: '#c2410c' },
    },
  });

export default function CustomPalette() {
  return (
    <ThemeProvider theme={brandTheme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, borderRadius: 1 }}>primary.main</Box>
        <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', px: 2, py: 1, borderRadius: 1 }}>primary.dark</Box>
        <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 2, py: 1, borderRadius: 1 }}>secondary.main</Box>
        <Box sx={{ color: 'text.primary', border: 2, borderColor: 'secondary.main', px: 2, py: 1, borderRadius: 1 }}>
          secondary outline
        </Box>
      </Box>
    </ThemeProvider>
  );
}
