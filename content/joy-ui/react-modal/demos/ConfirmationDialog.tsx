import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="danger" disabled={deleted} onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography level="body-sm" aria-live="polite" sx={{ ml: 2 }}>
        {deleted ? 'Project "Atlas" was deleted.' : ''}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog">
          <DialogTitle>
            <WarningRounded />
            Delete "Atlas"?
          </DialogTitle>
          <Divider />
          <DialogContent>The project, its 48 files and its history will be deleted for everyone.</DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
