import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InvisibleBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    // The outer box leaves room for the panel; the inner one anchors it under the button.
    <Box sx={{ minHeight: 170 }}>
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <Button variant="outlined" onClick={() => setOpen(true)} aria-expanded={open}>
          Shipping details
        </Button>
        {/* The backdrop is transparent: it only catches the click outside the panel. */}
        <Backdrop invisible open={open} onClick={() => setOpen(false)} sx={{ zIndex: 1 }} />
        {open ? (
          <Paper
            elevation={6}
            sx={{
              position: 'absolute',
              top: '100%',
              insetInlineStart: 0,
              mt: 1,
              p: 2,
              width: 260,
              zIndex: 2,
            }}
          >
            <Typography variant="subtitle2">Standard delivery</Typography>
            <Typography variant="body2" color="text.secondary">
              Arrives in 3 to 5 working days. Click anywhere outside this panel to close it.
            </Typography>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
