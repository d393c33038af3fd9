import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  return (
    <Box
      ref={rootRef}
      sx={{
        position: 'relative',
        height: 220,
        flexGrow: 1,
        overflow: 'hidden',
      }}
    >
      {/* Open from the first render, with no portal: the server's HTML already holds it. */}
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        disableScrollLock
        container={() => rootRef.current}
        aria-labelledby={titleId}
        sx={{
          position: 'absolute',
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box
          sx={{
            width: 320,
            maxWidth: 'calc(100% - 32px)',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Cookie settings
          </Typography>
          <Typography sx={{ mt: 1 }}>This modal is part of the server-rendered HTML.</Typography>
        </Box>
      </Modal>
    </Box>
  );
}
