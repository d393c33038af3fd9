import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiSnackbar: {
        // Every snackbar appears top center and hides after 3 seconds unless told otherwise.
        defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' }, autoHideDuration: 3000 },
      },
      MuiSnackbarContent: {
        styleOverrides: {
          root: { borderRadius: 24, fontWeight: 500 },
          message: { paddingInline: 8 },
        },
      },
    },
  });

export default function ThemedSnackbar() {
  const [open, setOpen] = React.useState(false);

  return (
    <ThemeProvider theme={theme}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Mark all as read
      </Button>
      <Snackbar open={open} onClose={() => setOpen(false)} message="12 notifications marked as read" />
    </ThemeProvider>
  );
}
