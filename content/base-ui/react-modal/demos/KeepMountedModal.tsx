import * as React from 'react';
import { Modal, modalClasses } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      {/* With keepMounted, the list stays in the DOM while closed, hidden by the class below. */}
      <StyledModal keepMounted open={open} onClose={() => setOpen(false)}>
        <Sheet role="dialog" aria-modal="true" aria-label="Keyboard shortcuts">
          <dl>
            <dt>Ctrl+K</dt>
            <dd>Search</dd>
            <dt>Ctrl+Enter</dt>
            <dd>Send message</dd>
            <dt>Esc</dt>
            <dd>Close this panel</dd>
          </dl>
          <Button type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Sheet>
      </StyledModal>
    </div>
  );
}

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  backgroundColor: 'rgba(15, 23, 42, 0.5)',
  // `base-Modal-hidden` is on the root while a kept-mounted modal is closed.
  [`&.${modalClasses.hidden}`]: { visibility: 'hidden' },
});

const Sheet = styled('div')(({ theme }) => ({
  width: 'min(320px, 100%)',
  padding: 24,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '0 0 16px' },
  '& dt': { fontFamily: 'ui-monospace, monospace', fontWeight: 600 },
  '& dd': { margin: 0 },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#334155',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #94a3b8', outlineOffset: 2 },
});
