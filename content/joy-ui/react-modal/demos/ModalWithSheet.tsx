import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ModalWithSheet() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show shortcut
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}
      >
        {/* Without ModalDialog, you place the content and name the dialog yourself. */}
        <Sheet variant="outlined" role="dialog" aria-modal="true" aria-labelledby="shortcut-title" sx={{ maxWidth: 400, borderRadius: 'md', p: 3, pr: 6, boxShadow: 'lg' }}>
          <ModalClose aria-label="Close" variant="outlined" />
          <Typography component="h2" id="shortcut-title" level="h4" sx={{ mb: 1 }}>
            Quick search
          </Typography>
          <Typography textColor="text.tertiary">
            Press <kbd>Ctrl</kbd> + <kbd>K</kbd> anywhere in the app to search files, people and settings.
          </Typography>
        </Sheet>
      </Modal>
    </React.Fragment>
  );
}
