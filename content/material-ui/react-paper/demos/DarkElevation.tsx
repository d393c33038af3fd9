import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A dark theme of its own, so the demo shows the overlay in both site modes.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const levels = [0, 1, 4, 8, 16, 24];

export default function DarkElevation() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 3,
          width: '100%',
          p: 2,
          bgcolor: 'background.default',
          color: 'text.primary',
          borderRadius: 1,
        }}
      >
        {levels.map((level) => (
          <Paper
            key={level}
            elevation={level}
            sx={{ height: 72, display: 'grid', placeItems: 'center', typography: 'body2' }}
          >
            {level}
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
