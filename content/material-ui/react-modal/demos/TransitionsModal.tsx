import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionsModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show release notes
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        {/* The child is the transition: it fades out before the modal unmounts. */}
        <Fade in={open} timeout={400}>
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
              Version 2.4
            </Typography>
            <Typography sx={{ mt: 1 }}>
              Invoices now export to CSV, and the dashboard loads twice as fast.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
