import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal, { type ModalProps } from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function PreventBackdropClose() {
  const [open, setOpen] = React.useState(false);

  // onClose says why the modal wants to close: 'backdropClick', 'escapeKeyDown' or 'closeClick'.
  const handleClose: ModalProps['onClose'] = (event, reason) => {
    if (reason === 'backdropClick') {
      return; // An unsaved draft should not be lost to a stray click.
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Write a reply</Button>
      <Modal open={open} onClose={handleClose}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Reply to Priya</DialogTitle>
          <DialogContent>
            Clicking outside does nothing here. Close with the × button, the Escape key or Discard.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Send</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Discard
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
