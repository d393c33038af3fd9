import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<ModalDialogProps['variant'] | undefined>(undefined);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((item) => (
          <Button key={item} variant={item} color="neutral" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={Boolean(variant)} onClose={() => setVariant(undefined)}>
        <ModalDialog variant={variant}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Modal dialog</DialogTitle>
          <DialogContent>This dialog uses the {variant} variant. ModalClose follows it.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
