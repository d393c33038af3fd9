import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function CloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(true);
  const [lastReason, setLastReason] = React.useState<string>('none yet');

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    setLastReason(reason);
    if (reason === 'clickaway' && !closeOnClickAway) return;
    setOpen(false);
  };

  return (
    <Stack>
      <label>
        <input type="checkbox" checked={closeOnClickAway} onChange={(e) => setCloseOnClickAway(e.target.checked)} />{' '}
        Close on click away
      </label>
      <div>
        <Trigger type="button" onClick={() => setOpen(true)}>
          Save settings
        </Trigger>
      </div>
      <p>
        Last <code>onClose</code> reason: <strong>{lastReason}</strong>
      </p>
      <Toast open={open} autoHideDuration={4000} onClose={handleClose}>
        <span role="alert">Settings saved. Click elsewhere, press Escape, or wait.</span>
      </Toast>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'grid', gap: 12, '& p': { margin: 0 } });

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  background: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Toast = styled(Snackbar)({
  position: 'fixed',
  zIndex: 1400,
  bottom: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(420px, calc(100% - 32px))',
  boxSizing: 'border-box',
  padding: '12px 16px',
  borderRadius: 10,
  background: '#166534',
  color: '#ffffff',
  font: '400 0.875rem/1.5 system-ui, sans-serif',
});
