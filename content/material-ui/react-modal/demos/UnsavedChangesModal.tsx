import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { type ModalProps } from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function UnsavedChangesModal() {
  const [open, setOpen] = React.useState(false);
  const [address, setAddress] = React.useState('');
  const titleId = React.useId();

  // Escape still closes; a stray click on the backdrop does not throw the edit away.
  const handleClose: ModalProps['onClose'] = (event, reason) => {
    if (reason === 'backdropClick') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit delivery address
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Saved address: {address || 'none yet'}
      </Typography>
      <Modal open={open} onClose={handleClose} aria-labelledby={titleId}>
        <Box
          component="form"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget as HTMLFormElement);
            setAddress(String(data.get('address')));
            setOpen(false);
          }}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 400,
            maxWidth: 'calc(100% - 32px)',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Delivery address
          </Typography>
          <TextField
            name="address"
            label="Street and number"
            defaultValue={address}
            autoFocus
            fullWidth
            required
            sx={{ mt: 2 }}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save
            </Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
