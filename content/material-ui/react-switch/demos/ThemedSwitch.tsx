import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Every Switch under this provider is green when on and has a square-ish thumb and track.
const theme = createTheme({
  components: {
    MuiSwitch: {
      defaultProps: { color: 'success' },
      styleOverrides: {
        thumb: { borderRadius: 6 },
        track: { borderRadius: 4 },
      },
    },
  },
});

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
