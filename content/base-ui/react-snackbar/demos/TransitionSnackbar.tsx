import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { keyframes, styled } from '@mui/system';

export default function TransitionSnackbar() {
  const [open, setOpen] = React.useState(false);
  // `exited` keeps the Snackbar mounted after `open` turns false, until the exit animation ends.
  const [exited, setExited] = React.useState(true);

  const show = () => {
    setExited(false);
    setOpen(true);
  };

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <div>
      <Trigger type="button" onClick={show}>
        Upload invoice
      </Trigger>
      <Toast
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={handleClose}
        data-state={open ? 'open' : 'closing'}
        onAnimationEnd={() => {
          if (!open) setExited(true);
        }}
      >
        <span role="alert">invoice-2031.pdf uploaded.</span>
      </Toast>
    </div>
  );
}

const slideIn = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 100%)' } });
const slideOut = keyframes({ to: { opacity: 0, transform: 'translate(-50%, 100%)' } });

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  background: '#7c3aed',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #c4b5fd', outlineOffset: 2 },
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
  background: '#4c1d95',
  color: '#ffffff',
  font: '400 0.875rem/1.5 system-ui, sans-serif',
  '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
  '&[data-state="closing"]': { animation: `${slideOut} 200ms ease-in forwards` },
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms !important' },
});
