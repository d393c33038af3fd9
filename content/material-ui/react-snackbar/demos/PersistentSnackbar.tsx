import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PersistentSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [version, setVersion] = React.useState('2.3.0');

  // No autoHideDuration: only the buttons (and Escape) close it.
  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  const handleReload = () => {
    setVersion('2.4.0');
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{`Running version ${version}`}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={version === '2.4.0'}>
        Simulate a new release
      </Button>
      <Snackbar
        open={open}
        onClose={handleClose}
        message="Version 2.4.0 is available."
        ContentProps={{ role: 'status' }}
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={handleClose}>
              Later
            </Button>
            <Button color="inherit" size="small" onClick={handleReload} sx={{ fontWeight: 700 }}>
              Reload
            </Button>
          </React.Fragment>
        }
      />
    </Stack>
  );
}
