import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { Transition, type TransitionStatus } from 'react-transition-group';
import { styled } from '@mui/system';

const duration = 180;
const styles: Partial<Record<TransitionStatus, React.CSSProperties>> = {
  entering: { opacity: 1, transform: 'translateY(0)' },
  entered: { opacity: 1, transform: 'translateY(0)' },
};

export default function PopperTransition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  // nodeRef spares react-transition-group from calling the deprecated findDOMNode.
  const nodeRef = React.useRef<HTMLDivElement>(null);

  return (
    <div>
      <Trigger ref={setAnchorEl} aria-expanded={open} onClick={() => setOpen(!open)}>
        Keyboard shortcuts
      </Trigger>
      {/* `transition` keeps the Popper mounted until the child calls TransitionProps.onExited. */}
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" transition style={{ zIndex: 10 }}>
        {({ TransitionProps }) => (
          <Transition nodeRef={nodeRef} timeout={duration} appear {...TransitionProps}>
            {(state) => (
              <Card ref={nodeRef} style={styles[state]}>
                <kbd>Ctrl</kbd> + <kbd>K</kbd> search · <kbd>G</kbd> then <kbd>I</kbd> inbox
              </Card>
            )}
          </Transition>
        )}
      </Popper>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// The animated element is the child: the Popper root's own transform is its position.
const Card = styled('div')(({ theme }) => ({
  margin: '6px 0', padding: '10px 14px', borderRadius: 8, font: '0.875rem/1.6 system-ui, sans-serif',
  opacity: 0, transform: 'translateY(-4px)', transition: `opacity ${duration}ms, transform ${duration}ms`,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
}));
