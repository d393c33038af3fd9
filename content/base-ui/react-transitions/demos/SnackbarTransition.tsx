import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';
import { styled } from '@mui/system';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // The trigger side of the transition API: it tells children to enter or exit,
  // and reports `hasExited` once they have finished leaving.
  const { contextValue, hasExited } = useTransitionTrigger(open);

  // Clicks elsewhere on the page (including on the trigger) leave the toast alone.
  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  return (
    <div>
      <Trigger onClick={() => setOpen(true)}>Archive 3 emails</Trigger>
      {/* `exited` keeps Snackbar mounted while the exit transition runs. */}
      <Toast open={open} exited={hasExited} autoHideDuration={4000} onClose={handleClose}>
        <TransitionContext.Provider value={contextValue}>
          <Body enterClassName="open" exitClassName="closed">
            <span role="status">3 emails moved to the archive.</span>
          </Body>
        </TransitionContext.Provider>
      </Toast>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Toast = styled(Snackbar)({ position: 'fixed', zIndex: 20, insetInlineEnd: 16, bottom: 16 });

const Body = styled(CssTransition)(({ theme }) => ({
  padding: '12px 16px', borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.3)',
  transition: 'opacity 200ms, transform 200ms',
  '&.closed': { opacity: 0, transform: 'translateY(16px)' },
  '&.open': { opacity: 1, transform: 'translateY(0)' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));
