import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      {/* Collapse animates the height, so the content below slides up instead of jumping. */}
      <Collapse in={open}>
        <Alert severity="info" onClose={() => setOpen(false)} sx={{ mb: 2 }}>
          Tip: press Ctrl + K anywhere to search your library.
        </Alert>
      </Collapse>
      <Button variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        Show the tip again
      </Button>
    </Box>
  );
}
