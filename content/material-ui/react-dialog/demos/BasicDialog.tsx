import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function BasicDialog() {
  const [open, setOpen] = React.useState(false);

  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Shipping policy
      </Button>
      {/* onClose fires on Escape and on a click outside the dialog. */}
      <Dialog open={open} onClose={handleClose}>
        <DialogTitle>Shipping policy</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Orders placed before 2 p.m. leave our warehouse the same day. Delivery takes two to four working
            days, and returns are free for 30 days.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Got it</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
