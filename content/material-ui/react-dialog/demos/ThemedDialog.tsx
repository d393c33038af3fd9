import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';

// A function of the outer theme keeps the page's light or dark mode.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiDialog: {
        defaultProps: { maxWidth: 'xs', fullWidth: true },
        styleOverrides: {
          paper: { borderRadius: 20, padding: 8 },
        },
      },
      MuiDialogTitle: {
        styleOverrides: { root: { fontWeight: 700 } },
      },
      MuiDialogActions: {
        styleOverrides: { root: { justifyContent: 'space-between' } },
      },
    },
  });

export default function ThemedDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <ThemeProvider theme={theme}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Leave workspace
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Leave the Marketing workspace?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You lose access to its boards until an admin invites you again.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Stay</Button>
          <Button variant="contained" color="error" onClick={() => setOpen(false)}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}
