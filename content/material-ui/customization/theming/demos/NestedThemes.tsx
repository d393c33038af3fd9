import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const appTheme = (outer: Theme) => createTheme({ palette: { mode: outer.palette.mode, primary: { main: '#1565c0' } } });

// A function receives the theme above it: this section only swaps the primary color.
const dangerZone = (outer: Theme) => createTheme(outer, { palette: { primary: outer.palette.augmentColor({ color: { main: '#c62828' } }) } });

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
