import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function AlertDialog() {
  const [open, setOpen] = React.useState(false);
  const descriptionId = React.useId();

  const handleClose = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete draft
      </Button>
      <Dialog open={open} onClose={handleClose} aria-describedby={descriptionId}>
        {/* DialogTitle labels the dialog by itself; the description needs an id. */}
        <DialogTitle>Delete this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            “Quarterly report, second version” will be deleted for everyone on your team. You cannot undo
            this.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} autoFocus>
            Keep draft
          </Button>
          <Button onClick={handleClose} color="error">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
