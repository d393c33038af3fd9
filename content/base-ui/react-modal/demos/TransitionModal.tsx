import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

interface FadeProps {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
  children: React.ReactNode;
}

// Modal treats a child with an `in` prop as a transition: it passes `onEnter`/`onExited`
// and stays mounted until `onExited` is called (`closeAfterTransition` also keeps the scroll lock until then).
const Fade = React.forwardRef<HTMLDivElement, FadeProps>(function Fade(props, ref) {
  const { in: open, onEnter, onExited, children, ...other } = props;
  const [shown, setShown] = React.useState(false);
  const onEnterRef = React.useRef(onEnter);
  onEnterRef.current = onEnter;

  React.useEffect(() => {
    if (!open) {
      setShown(false);
      return undefined;
    }
    onEnterRef.current?.();
    // Wait one frame so the browser paints the hidden state before fading in.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Panel
      ref={ref}
      {...other}
      data-shown={shown}
      onTransitionEnd={(event) => {
        if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited?.();
        }
      }}
    >
      {children}
    </Panel>
  );
});

export default function TransitionModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" onClick={() => setOpen(true)}>
        Preview invitation
      </Button>
      <StyledModal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
      >
        <Fade in={open}>
          <div role="dialog" aria-modal="true" aria-label="Invitation preview">
            <p>You are invited to the quarterly planning meeting on Thursday at 10:00.</p>
            <Button type="button" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        </Fade>
      </StyledModal>
    </div>
  );
}

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ...other } = props;
    return <BackdropRoot ref={ref} data-open={open} {...other} />;
  },
);

// The backdrop fades with the same timing, driven by the `open` prop the slot receives.
const BackdropRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 23, 42, 0.5)',
  animation: 'backdrop-in 200ms ease-out',
  transition: 'opacity 200ms ease-out',
  '&[data-open="false"]': { opacity: 0 },
  '@keyframes backdrop-in': { from: { opacity: 0 } },
});

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'grid',
  placeItems: 'center',
  padding: 16,
});

const Panel = styled('div')(({ theme }) => ({
  width: 'min(380px, 100%)',
  padding: 24,
  borderRadius: 12,
  font: '0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#f1f5f9' : '#0f172a',
  boxShadow: '0 16px 40px rgba(0, 0, 0, 0.35)',
  opacity: 0,
  transform: 'translateY(16px) scale(0.97)',
  transition: 'opacity 200ms ease-out, transform 200ms ease-out',
  '&[data-shown="true"]': { opacity: 1, transform: 'none' },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
  '& p': { marginTop: 0 },
  // Keep a tiny duration rather than none: `transitionend` must still fire to unmount.
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));

const Button = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#7c3aed',
  color: '#ffffff',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #c4b5fd', outlineOffset: 2 },
});
