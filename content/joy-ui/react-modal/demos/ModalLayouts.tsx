import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

export default function ModalLayouts() {
  const [layout, setLayout] = React.useState<ModalDialogProps['layout'] | undefined>(undefined);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
          Full screen
        </Button>
      </Stack>
      <Modal open={Boolean(layout)} onClose={() => setLayout(undefined)}>
        <ModalDialog layout={layout}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Print preview</DialogTitle>
          <DialogContent>
            {layout === 'fullscreen'
              ? 'A full-screen dialog covers the viewport: use it for editors and previews that need the room.'
              : 'A centered dialog sizes itself to its content and keeps the page visible behind the backdrop.'}
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
