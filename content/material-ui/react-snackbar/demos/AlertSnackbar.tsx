import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Result = { severity: 'success' | 'error'; text: string };

export default function AlertSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [result, setResult] = React.useState<Result>({ severity: 'success', text: '' });

  const show = (next: Result) => {
    setResult(next);
    setOpen(true);
  };

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        onClick={() => show({ severity: 'success', text: 'Payment of $48.00 received.' })}
      >
        Pay
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => show({ severity: 'error', text: 'Your card was declined. Try another card.' })}
      >
        Pay with an expired card
      </Button>
      {/* An Alert child replaces the default SnackbarContent. */}
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <Alert onClose={handleClose} severity={result.severity} variant="filled" sx={{ width: '100%' }}>
          {result.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
