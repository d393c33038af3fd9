import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A theme with CSS variables and both color schemes; the data attribute lets it follow the page's mode.
const sunsetTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: {
    light: { palette: { primary: { main: '#c2410c' } } },
    dark: { palette: { primary: { main: '#fdba74' } } },
  },
});

export default function CssVariablesTheme() {
  return (
    <ThemeProvider theme={sunsetTheme}>
      <Stack spacing={2} sx={{ width: 340 }}>
        <Alert severity="info">Your flight to Lisbon boards at gate 12.</Alert>
        <Button variant="contained">Show boarding pass</Button>
      </Stack>
    </ThemeProvider>
  );
}
