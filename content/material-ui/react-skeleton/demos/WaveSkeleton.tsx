import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme, keyframes, type Theme } from '@mui/material/styles';

// Moves the highlight band across the skeleton, from off one edge to off the other.
const sweep = keyframes`
  0% { transform: translateX(-100%); }
  50% { transform: translateX(100%); }
  100% { transform: translateX(100%); }
`;

// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSkeleton: {
        styleOverrides: {
          // In 6.0.0-rc.0 the wave keyframes run on the skeleton itself; run them on the band instead.
          wave: {
            animation: 'none',
            '&::after': { animation: `${sweep} 2s linear 0.5s infinite` },
          },
        },
      },
    },
  });

export default function WaveSkeleton() {
  return (
    <ThemeProvider theme={theme}>
      <Stack spacing={1} sx={{ width: 280 }}>
        <Skeleton animation="wave" variant="rounded" height={96} />
        <Skeleton animation="wave" />
        <Skeleton animation="wave" width="60%" />
      </Stack>
    </ThemeProvider>
  );
}
