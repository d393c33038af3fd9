import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Every Checkbox under this provider is small, secondary-colored and rounded on hover.
const theme = createTheme({
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
});

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
