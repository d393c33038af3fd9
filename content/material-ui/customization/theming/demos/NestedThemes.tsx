import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Lighter shades in dark mode keep the text buttons and the red heading readable.
const appTheme = (outer: Theme) => {
  const dark = outer.palette.mode === 'dark';
  return createTheme({ palette: { mode: outer.palette.mode, primary: { main: dark ? '#64b5f6' : '#1565c0' } } });
};

// A function receives the theme above it: this section only swaps the primary color.
const dangerZone = (outer: Theme) => {
  const main = outer.palette.mode === 'dark' ? '#ef5350' : '#c62828';
  return createTheme(outer, { palette: { primary: outer.palette.augmentColor({ color: { main } }) } });
};

export default function NestedThemes() {
  return (
    <ThemeProvider theme={appTheme}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Save settings</Button>
          <Button>Cancel</Button>
        </Stack>
        <ThemeProvider theme={dangerZone}>
          <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }}>
            <Typography variant="subtitle1" component="p" sx={{ color: 'primary.main' }}>
              Danger zone
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Deleting the workspace removes its projects for every member.
            </Typography>
            <Button variant="contained">Delete workspace</Button>
          </Paper>
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
