import * as React from 'react';
import { useSnackbar, type SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function UseSnackbarHook() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  // The hook runs the timer (paused while hovered or focused) and the Escape key;
  // rendering, and deciding whether to render at all, is up to us.
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose: handleClose, autoHideDuration: 6000 });

  return (
    <div>
      <Trigger type="button" onClick={() => setOpen(true)}>
        Copy share link
      </Trigger>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <Toast {...getRootProps()}>
            <span role="alert">Link copied. Anyone with it can view the board.</span>
            <Close type="button" aria-label="Close" onClick={() => setOpen(false)}>
              ×
            </Close>
          </Toast>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  background: '#0f766e',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #5eead4', outlineOffset: 2 },
});

const Toast = styled('div')({
  position: 'fixed', zIndex: 1400, bottom: 16, left: '50%', transform: 'translateX(-50%)',
  width: 'min(420px, calc(100% - 32px))', boxSizing: 'border-box',
  display: 'flex', alignItems: 'center', gap: 12, padding: '10px 10px 10px 16px',
  borderRadius: 10, borderInlineStart: '6px solid #2dd4bf', background: '#134e4a', color: '#ffffff',
  font: '400 0.875rem/1.5 system-ui, sans-serif',
});

const Close = styled('button')({
  marginInlineStart: 'auto', width: 32, height: 32, flexShrink: 0, borderRadius: 6, border: 'none',
  background: 'transparent', color: 'inherit', font: '400 1.25rem/1 system-ui, sans-serif', cursor: 'pointer',
  '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '2px solid #5eead4' },
});
