import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Checkbox under this provider is small, secondary-colored and rounded on hover.
const themeOptions: ThemeOptions = {
  palette: { secondary: { main: '#00796b' } },
  components: {
    MuiCheckbox: {
      defaultProps: { size: 'small', color: 'secondary' },
      styleOverrides: {
        root: { borderRadius: 6 },
      },
    },
    MuiFormControlLabel: {
      styleOverrides: {
        label: { fontSize: '0.875rem' },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedCheckbox() {
  return (
    <ThemeProvider theme={theme}>
      <FormGroup>
        <FormControlLabel control={<Checkbox defaultChecked />} label="Show completed tasks" />
        <FormControlLabel control={<Checkbox />} label="Show archived projects" />
      </FormGroup>
    </ThemeProvider>
  );
}
