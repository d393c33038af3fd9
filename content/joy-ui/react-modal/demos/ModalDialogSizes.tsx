import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ModalDialogSizes() {
  const [size, setSize] = React.useState<ModalDialogProps['size'] | undefined>(undefined);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        {sizes.map((item) => (
          <Button key={item} size={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={Boolean(size)} onClose={() => setSize(undefined)}>
        <ModalDialog size={size}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Size {size}</DialogTitle>
          <DialogContent>The title, the text, the padding and the close button scale together.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
