import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, alpha } from '@mui/system';

const theme = createTheme({
  palette: {
    primary: { main: '#0b57d0' },
    error: { main: '#b3261e' },
  },
  unstable_sxConfig: {
    // Looks the color up in the palette, then makes it translucent for a soft background.
    tint: {
      themeKey: 'palette',
      cssProperty: 'backgroundColor',
      transform: (value) => alpha(String(value), 0.14),
    },
  },
});

export default function TransformKey() {
  return (
    <ThemeProvider theme={theme}>
      {/* A white surface: the palette's dark blue and red are meant for a light background. */}
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 420, p: 1.5, borderRadius: 2, bgcolor: '#ffffff' }}>
        <Box
          sx={{ p: 2, borderRadius: 1, tint: 'primary.main', color: 'primary.main' }}
        >
          Your library card was renewed until June 2026.
        </Box>
        <Box sx={{ p: 2, borderRadius: 1, tint: 'error.main', color: 'error.main' }}>
          “Beloved” is 5 days overdue.
        </Box>
      </Box>
    </ThemeProvider>
  );
}
