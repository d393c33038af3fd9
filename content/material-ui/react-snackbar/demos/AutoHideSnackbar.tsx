import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AutoHideSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {closedBy ? `Last closed by: ${closedBy}` : 'Hover the message to keep it up.'}
      </Typography>
      {/* Hides after 3 s; hovering or focusing it pauses the timer, leaving it restarts for 1 s. */}
      <Snackbar
        open={open}
        autoHideDuration={3000}
        resumeHideDuration={1000}
        onClose={(_event, reason) => {
          setClosedBy(reason);
          setOpen(false);
        }}
        message="Link copied to the clipboard"
      />
    </Stack>
  );
}
