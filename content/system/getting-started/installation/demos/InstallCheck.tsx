import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

// If this renders with a green badge and rounded corners, Emotion and the theme are wired up.
const theme = createTheme({
  palette: { success: { main: '#2e7d32', contrastText: '#ffffff' } },
  shape: { borderRadius: 8 },
});

export default function InstallCheck() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 1,
          borderColor: 'rgba(128, 128, 128, 0.4)',
          borderRadius: 1,
        }}
      >
        <Box
          component="span"
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'success.main',
            color: 'success.contrastText',
            fontWeight: 700,
          }}
        >
          OK
        </Box>
        <Box component="span">
          @mui/system is installed and styling with Emotion.
        </Box>
      </Box>
    </ThemeProvider>
  );
}
