import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// Every skeleton under this theme is a rounded block with larger corners and a slower pulse.
// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSkeleton: {
        defaultProps: {
          variant: 'rounded',
        },
        styleOverrides: {
          rounded: {
            borderRadius: 16,
          },
          pulse: {
            animationDuration: '3s',
          },
        },
      },
    },
  });

export default function ThemedSkeleton() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <Skeleton width={96} height={96} />
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Skeleton height={24} />
          <Skeleton height={24} width="70%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
