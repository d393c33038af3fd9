import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export default function AlertActions() {
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setRetries((count) => count + 1)}>
            Retry
          </Button>
        }
      >
        {retries === 0
          ? 'The invoice could not be sent.'
          : `Still failing after ${retries} ${retries === 1 ? 'retry' : 'retries'}.`}
      </Alert>
      {/* `action` replaces the built-in close button, so add your own when you need both. */}
      <Alert
        severity="success"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small">
              Undo
            </Button>
            <IconButton color="inherit" size="small" aria-label="Close">
              <CloseIcon fontSize="inherit" />
            </IconButton>
          </>
        }
      >
        Three messages moved to the archive.
      </Alert>
    </Stack>
  );
}
