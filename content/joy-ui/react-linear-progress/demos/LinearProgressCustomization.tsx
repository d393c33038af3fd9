import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyLinearProgress: {
      defaultProps: { size: 'lg' },
      styleOverrides: {
        root: { '--LinearProgress-radius': '2px' },
      },
    },
  },
});

export default function LinearProgressCustomization() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={3} sx={{ width: '100%' }}>
        <LinearProgress determinate value={40} aria-label="Theme defaults" />
        <LinearProgress
          determinate
          value={70}
          aria-label="Gradient bar"
          // The bar is the root's ::before pseudo-element; style it through sx.
          sx={{ '&::before': { background: 'linear-gradient(90deg, #0ea5e9, #a855f7)' } }}
        />
      </Stack>
    </CssVarsProvider>
  );
}
