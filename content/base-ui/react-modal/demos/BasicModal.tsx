import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <OpenButton type="button" onClick={() => setOpen(true)}>
        Show release notes
      </OpenButton>
      <StyledModal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        {/* The child is what receives focus: give it a role and a name. */}
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId}>Version 4.2</h2>
          <p>Exports are twice as fast, and shared folders now show who changed what.</p>
          <OpenButton type="button" onClick={() => setOpen(false)}>
            Got it
          </OpenButton>
        </Dialog>
      </StyledModal>
    </div>
  );
}

// The backdrop slot receives `open` and `ownerState`: keep them off the DOM element.
const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ...other } = props;
    return <BackdropRoot ref={ref} {...other} />;
  },
);

const BackdropRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 23, 42, 0.55)',
});

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const Dialog = styled('div')(({ theme }) => ({
  width: 'min(400px, 100%)',
  padding: 24,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  boxShadow: '0 16px 40px rgba(0, 0, 0, 0.3)',
  '& h2': { margin: '0 0 8px', fontSize: '1.125rem' },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
}));

const OpenButton = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});
