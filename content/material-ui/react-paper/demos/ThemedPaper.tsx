import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Paper under this provider is outlined by default, with larger corners;
// outlined papers get a thicker border.
const themeOptions: ThemeOptions = {
  components: {
    MuiPaper: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        rounded: { borderRadius: 12 },
        outlined: { borderWidth: 2 },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedPaper() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, width: '100%' }}>
        <Paper sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2">Outlined by default, 12px corners</Typography>
        </Paper>
        <Paper variant="elevation" elevation={3} sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2">variant="elevation" still works when set</Typography>
        </Paper>
      </Stack>
    </ThemeProvider>
  );
}
