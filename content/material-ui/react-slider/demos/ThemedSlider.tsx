import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Every Slider under this provider is secondary-colored, shows its value label while active
// and has a square thumb.
const theme = createTheme({
  palette: { secondary: { main: '#5e35b1' } },
  components: {
    MuiSlider: {
      defaultProps: { color: 'secondary', valueLabelDisplay: 'auto' },
      styleOverrides: {
        thumb: { borderRadius: 4 },
        rail: { height: 6 },
        track: { height: 6 },
        valueLabel: { borderRadius: 4 },
      },
    },
  },
});

export default function ThemedSlider() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: 300 }}>
        <Slider aria-label="Playback speed, in percent" defaultValue={100} min={50} max={200} step={25} marks />
      </Box>
    </ThemeProvider>
  );
}
