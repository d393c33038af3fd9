import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiAlert: {
        defaultProps: {
          variant: 'outlined',
        },
        styleOverrides: {
          root: { borderRadius: 12, alignItems: 'center' },
          // Keys combine variant and color: outlinedError, filledSuccess, standardInfo…
          outlinedError: { borderWidth: 2 },
        },
      },
      MuiAlertTitle: {
        styleOverrides: {
          root: { marginBottom: 0, fontWeight: 700 },
        },
      },
    },
  });

export default function ThemedAlerts() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Alert severity="info">
          <AlertTitle>Library card renewed</AlertTitle>
          Valid until the end of next year.
        </Alert>
        <Alert severity="error">The book you reserved was returned damaged.</Alert>
      </Stack>
    </ThemeProvider>
  );
}
