import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ThemeProvider, createTheme, type Shadows, type Theme } from '@mui/material/styles';

// Replace the theme's scale: every level n becomes a softer shadow n pixels deep. Paper, Card and Button follow.
const softTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    shadows: outer.shadows.map((_, n) => (n === 0 ? 'none' : `0 ${n}px ${n * 3}px rgb(15 23 42 / 0.18)`)) as Shadows,
  });

export default function CustomShadows() {
  return (
    <ThemeProvider theme={softTheme}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, p: 1 }}>
        <Box sx={{ boxShadow: 4, p: 3, borderRadius: 2, bgcolor: 'background.paper', typography: 'body2' }}>boxShadow: 4</Box>
        <Button variant="contained">Contained button</Button>
      </Box>
    </ThemeProvider>
  );
}
