import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Below the `md` breakpoint (900 px by default), the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review permissions
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Give Calendar Sync access to your calendars?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Calendar Sync will be able to read your events and create new ones. It cannot delete events or see
            your contacts. You can remove its access at any time in Settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Deny</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Allow
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
