import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalDialogColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button color="primary" variant="soft" onClick={() => setOpen(true)}>
        Try the new editor
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* invertedColors makes the buttons inside readable on the solid background. */}
        <ModalDialog variant="solid" color="primary" invertedColors>
          <DialogTitle>A faster editor is here</DialogTitle>
          <DialogContent>
            The new editor loads large documents twice as fast. You can switch back at any time from Settings.
          </DialogContent>
          <DialogActions>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Switch now
            </Button>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Later
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
