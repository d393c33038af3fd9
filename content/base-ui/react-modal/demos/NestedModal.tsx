import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function NestedModal() {
  const [editOpen, setEditOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  const discard = () => {
    setConfirmOpen(false);
    setEditOpen(false);
  };

  return (
    <div>
      <Button type="button" onClick={() => setEditOpen(true)}>
        Edit shipping address
      </Button>
      <StyledModal open={editOpen} onClose={() => setConfirmOpen(true)} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-label="Edit shipping address">
          <label>
            Street
            <input defaultValue="18 Harbor Road" />
          </label>
          {/* The second modal is rendered inside the first one's content. */}
          <Button type="button" onClick={() => setConfirmOpen(true)}>
            Cancel
          </Button>
          <StyledModal open={confirmOpen} onClose={() => setConfirmOpen(false)} slots={{ backdrop: Backdrop }}>
            <Dialog role="alertdialog" aria-modal="true" aria-label="Discard changes?">
              <p>Discard your changes to the address?</p>
              <Button type="button" onClick={discard}>
                Discard
              </Button>
              <Button type="button" onClick={() => setConfirmOpen(false)}>
                Keep editing
              </Button>
            </Dialog>
          </StyledModal>
        </Dialog>
      </StyledModal>
    </div>
  );
}

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ...other } = props;
    return <BackdropRoot ref={ref} {...other} />;
  },
);

const BackdropRoot = styled('div')({ position: 'fixed', inset: 0, zIndex: -1, backgroundColor: 'rgba(15, 23, 42, 0.45)' });

const StyledModal = styled(Modal)({ position: 'fixed', inset: 0, zIndex: 1300, display: 'grid', placeItems: 'center', padding: 16 });

const Dialog = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  width: 'min(380px, 100%)',
  padding: 24,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  '& label': { display: 'grid', gap: 4, flex: '1 1 200px' },
  '& input': { font: 'inherit', padding: '6px 8px', borderRadius: 6, border: '1px solid #94a3b8', color: 'inherit', background: 'transparent' },
  '& p': { margin: 0, flexBasis: '100%' },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#0f766e',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #5eead4', outlineOffset: 2 },
});
