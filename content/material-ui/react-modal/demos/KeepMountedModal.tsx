import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      {/* keepMounted: the panel stays in the DOM while closed, so the draft survives. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <Box
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
            Review “The Overstory”
          </Typography>
          <TextField label="Your review" multiline minRows={3} fullWidth sx={{ mt: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Type something, close the modal and open it again: your text is still here.
          </Typography>
          <Button sx={{ mt: 1 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
