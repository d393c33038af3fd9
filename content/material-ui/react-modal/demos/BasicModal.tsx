import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panelSx = {
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
} as const;

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View shipping policy
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <Box sx={panelSx}>
          <Typography id={titleId} variant="h6" component="h2">
            Shipping policy
          </Typography>
          <Typography id={descriptionId} sx={{ mt: 1 }}>
            Orders placed before 2 p.m. ship the same day. Standard delivery takes three to five
            business days.
          </Typography>
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
