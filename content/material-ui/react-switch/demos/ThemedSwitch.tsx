import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Switch under this provider is green when on and has a square-ish thumb and track.
const themeOptions: ThemeOptions = {
  components: {
    MuiSwitch: {
      defaultProps: { color: 'success' },
      styleOverrides: {
        thumb: { borderRadius: 6 },
        track: { borderRadius: 4 },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedSwitch() {
  return (
    <ThemeProvider theme={theme}>
      <FormGroup>
        <FormControlLabel control={<Switch defaultChecked />} label="Publish automatically" />
        <FormControlLabel control={<Switch />} label="Allow comments" />
      </FormGroup>
    </ThemeProvider>
  );
}
