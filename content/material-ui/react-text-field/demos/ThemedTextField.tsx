import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every TextField under this provider is filled and small, and every filled input is rounded
// without an underline.
const themeOptions: ThemeOptions = {
  components: {
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small' },
    },
    MuiFilledInput: {
      defaultProps: { disableUnderline: true },
      styleOverrides: {
        root: { borderRadius: 8, '&.Mui-focused': { outline: '2px solid #1976d2' } },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedTextField() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField id="themed-email" label="Email" defaultValue="grace@navy.example" />
        <TextField id="themed-phone" label="Phone" />
      </Stack>
    </ThemeProvider>
  );
}
