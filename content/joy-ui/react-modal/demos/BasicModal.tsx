import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        What's new
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>What's new in version 3.4</DialogTitle>
          <DialogContent>
            Shared folders now sync in the background, and you can pin up to ten projects to the sidebar.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
