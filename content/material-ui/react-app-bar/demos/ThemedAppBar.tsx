import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every app bar under this provider is a flat white bar with a bottom border,
// and every toolbar is dense.
const themeOptions: ThemeOptions = {
  components: {
    MuiAppBar: {
      defaultProps: { color: 'inherit', elevation: 0, position: 'static' },
      styleOverrides: {
        root: ({ theme: t }) => ({ borderBottom: `1px solid ${t.palette.divider}` }),
      },
    },
    MuiToolbar: {
      defaultProps: { variant: 'dense' },
      styleOverrides: { root: { gap: 8 } },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedAppBar() {
  return (
    <ThemeProvider theme={theme}>
      <Stack sx={{ width: '100%' }}>
        <AppBar>
          <Toolbar>
            <Typography variant="subtitle1" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
              Ledger
            </Typography>
            <Button size="small">Reports</Button>
            <Button size="small" variant="contained">
              New invoice
            </Button>
          </Toolbar>
        </AppBar>
      </Stack>
    </ThemeProvider>
  );
}
