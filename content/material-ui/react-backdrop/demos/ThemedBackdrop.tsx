import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every Backdrop under this theme gets a tinted, blurred layer and a slower fade.
const themeOptions: ThemeOptions = {
  components: {
    MuiBackdrop: {
      defaultProps: {
        transitionDuration: { enter: 400, exit: 250 },
      },
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(15, 23, 42, 0.4)',
          backdropFilter: 'blur(4px)',
          color: '#fff',
          zIndex: 1300,
        },
        invisible: {
          backdropFilter: 'none',
        },
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <ThemeProvider theme={theme}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show blurred backdrop
      </Button>
      <Backdrop open={open} onClick={() => setOpen(false)}>
        <Typography variant="h6" component="p">
          Click anywhere to close
        </Typography>
      </Backdrop>
    </ThemeProvider>
  );
}
