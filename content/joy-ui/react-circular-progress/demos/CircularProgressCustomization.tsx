import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  components: {
    JoyCircularProgress: {
      defaultProps: { color: 'success', size: 'lg' },
      styleOverrides: { root: { '--CircularProgress-linecap': 'butt' } },
    },
  },
});

export default function CircularProgressCustomization() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress determinate value={60} aria-label="Theme defaults" />
        <CircularProgress
          determinate
          value={60}
          aria-label="Custom slots"
          // Slots: root, svg, track and progress (the two SVG circles).
          slotProps={{ track: { sx: { strokeDasharray: '2 3' } } }}
          sx={{ '--CircularProgress-progressThickness': '6px' }}
        />
      </Stack>
    </CssVarsProvider>
  );
}
