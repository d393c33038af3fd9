import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SnackbarCloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [reasons, setReasons] = React.useState<SnackbarCloseReason[]>([]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Send invite
      </Button>
      <Typography level="body-sm">onClose reasons received: {reasons.join(', ') || 'none yet'}</Typography>
      <Snackbar
        open={open}
        color="success"
        variant="soft"
        role="status"
        autoHideDuration={5000}
        // Hovering or focusing the snackbar pauses the timer; leaving it restarts it.
        resumeHideDuration={2000}
        onClose={(event, reason) => {
          setReasons((previous) => [...previous, reason]);
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
      >
        Invite sent to ana@example.com.
      </Snackbar>
    </Stack>
  );
}
