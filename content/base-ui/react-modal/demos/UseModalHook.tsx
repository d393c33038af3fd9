import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

interface SimpleModalProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement;
}

// The hook does the bookkeeping (Escape, backdrop clicks, scroll lock, aria-hidden on the page);
// the markup, portal and focus trap are assembled by hand.
function SimpleModal({ open, onClose, children }: SimpleModalProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({ open, onClose, rootRef, children });
  if (!open) {
    return null;
  }
  // The backdrop props include `open`, which is not meant for a <div>.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <Root {...getRootProps()}>
        <Backdrop {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </Root>
    </Portal>
  );
}

export default function UseModalHook() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <SimpleModal open={open} onClose={() => setOpen(false)}>
        <Dialog role="alertdialog" aria-modal="true" aria-label="Delete project?" tabIndex={-1}>
          <p>Delete “Website redesign” and its 48 tasks? This cannot be undone.</p>
          <Button type="button" onClick={() => setOpen(false)}>
            Delete
          </Button>
        </Dialog>
      </SimpleModal>
    </div>
  );
}

const Root = styled('div')({ position: 'fixed', inset: 0, zIndex: 1300, display: 'grid', placeItems: 'center', padding: 16 });

const Backdrop = styled('div')({ position: 'fixed', inset: 0, zIndex: -1, backgroundColor: 'rgba(15, 23, 42, 0.5)' });

const Dialog = styled('div')(({ theme }) => ({
  width: 'min(360px, 100%)',
  padding: 20,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  '& p': { marginTop: 0 },
  '&:focus-visible': { outline: '3px solid #fca5a5' },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 14px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#dc2626',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #fca5a5', outlineOffset: 2 },
});
