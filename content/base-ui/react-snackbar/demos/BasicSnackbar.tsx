import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // Keep the message up when the click that lands outside it is just the user carrying on.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div>
      <Trigger type="button" onClick={() => setOpen(true)}>
        Archive conversation
      </Trigger>
      <Toast open={open} autoHideDuration={5000} onClose={handleClose}>
        <Message role="alert">Conversation with Dana Whitfield archived.</Message>
        <Trigger type="button" onClick={() => setOpen(false)}>
          Dismiss
        </Trigger>
      </Toast>
    </div>
  );
}

const Trigger = styled('button')(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#64748b' : '#94a3b8'}`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
}));

// Snackbar renders where it is written, so `position: fixed` pins it to the viewport.
const Toast = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  zIndex: 1400,
  bottom: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(420px, calc(100% - 32px))',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px 10px 16px',
  borderRadius: 10,
  background: theme.palette.mode === 'dark' ? '#e2e8f0' : '#1e293b',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.3)',
}));

const Message = styled('p')({ flex: 1, margin: 0, font: '400 0.875rem/1.5 system-ui, sans-serif' });
