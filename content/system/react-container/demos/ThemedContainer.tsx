import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import { createTheme, ThemeProvider } from '@mui/system';

// MUI System themes accept `components` too: here every Container defaults to `md`
// and gets a left accent border.
const theme = createTheme({
  components: {
    MuiContainer: {
      defaultProps: { maxWidth: 'md' },
      styleOverrides: {
        root: { borderLeft: '4px solid #0288d1' },
      },
    },
  },
});

export default function ThemedContainer() {
  return (
    <ThemeProvider theme={theme}>
      <Container sx={{ py: 2, bgcolor: 'rgba(2, 136, 209, 0.1)', fontFamily: 'system-ui, sans-serif' }}>
        <Box component="strong">Release notes, v4.2</Box>
        <Box component="p" sx={{ mb: 0 }}>
          No props on this Container: its max width and border come from the theme.
        </Box>
      </Container>
    </ThemeProvider>
  );
}
