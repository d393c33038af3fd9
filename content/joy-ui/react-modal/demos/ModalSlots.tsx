import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalSlots() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open without blur
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        // Modal has two slots: root and backdrop. Here the backdrop drops Joy's blur and gets darker.
        slotProps={{
          backdrop: { sx: { backdropFilter: 'none', backgroundColor: 'rgba(0 0 0 / 0.6)' } },
        }}
      >
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Screen share</DialogTitle>
          <DialogContent>The page behind stays sharp, so people can still read what is being shared.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
