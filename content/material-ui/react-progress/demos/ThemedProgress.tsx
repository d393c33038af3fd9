import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiCircularProgress: {
        defaultProps: { thickness: 5, size: 32 },
      },
      MuiLinearProgress: {
        styleOverrides: {
          root: { height: 8, borderRadius: 4 },
          bar: { borderRadius: 4 },
        },
      },
    },
  });

export default function ThemedProgress() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={3} sx={{ width: '100%', alignItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
        <LinearProgress
          variant="determinate"
          value={40}
          aria-label="Course completion"
          sx={{ width: '100%' }}
        />
      </Stack>
    </ThemeProvider>
  );
}
