import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function CustomDialog() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState('not chosen');
  const titleId = React.useId();

  const close = (value?: string) => {
    if (value) {
      setChoice(value);
    }
    setOpen(false);
  };

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Cookie settings
      </Button>
      <Status>Analytics cookies: {choice}</Status>
      {open && (
        <Portal>
          <Overlay onClick={() => close()} />
          {/* FocusTrap moves focus in, keeps it in, and gives it back on unmount. */}
          <FocusTrap open>
            <Dialog
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              onKeyDown={(event) => event.key === 'Escape' && close()}
            >
              <h2 id={titleId}>Allow analytics cookies?</h2>
              <p>They tell us which pages are read most. No advertising.</p>
              <Button type="button" onClick={() => close('allowed')}>Allow</Button>
              <Button type="button" onClick={() => close('refused')}>Refuse</Button>
            </Dialog>
          </FocusTrap>
        </Portal>
      )}
    </div>
  );
}

const Status = styled('span')({ marginInlineStart: 12, font: '0.875rem/1.5 system-ui, sans-serif' });

const Overlay = styled('div')({ position: 'fixed', inset: 0, zIndex: 1300, backgroundColor: 'rgba(15, 23, 42, 0.5)' });

const Dialog = styled('div')(({ theme }) => ({
  position: 'fixed',
  zIndex: 1301,
  insetInline: 16,
  bottom: 16,
  maxWidth: 420,
  marginInline: 'auto',
  padding: 20,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  '& h2': { margin: 0, fontSize: '1rem' },
  '& p': { margin: '4px 0 12px' },
  '& button + button': { marginInlineStart: 8 },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});
