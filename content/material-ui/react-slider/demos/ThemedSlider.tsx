import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Slider under this provider is secondary-colored, shows its value label while active
// and has a square thumb.
const themeOptions: ThemeOptions = {
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
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedSlider() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: 300 }}>
        <Slider aria-label="Playback speed, in percent" defaultValue={100} min={50} max={200} step={25} marks />
      </Box>
    </ThemeProvider>
  );
}
