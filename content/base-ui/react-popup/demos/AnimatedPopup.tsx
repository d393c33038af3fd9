import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

export default function AnimatedPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} return policy
      </Trigger>
      {/* Popup stays mounted until CssTransition reports that the exit transition ended. */}
      <Popup anchor={anchor} open={open} offset={8} style={{ zIndex: 10 }}>
        <Body enterClassName="open" exitClassName="closed">
          Free returns within 30 days. Items must be unworn and in their original box.
        </Body>
      </Popup>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// The animated element is inside the root: the root's own `transform` is Popup's positioning.
const Body = styled(CssTransition)(({ theme }) => ({
  maxWidth: 260, padding: '10px 14px', borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
  transformOrigin: 'top center',
  transition: 'opacity 150ms ease-out, transform 150ms ease-out',
  '&.closed': { opacity: 0, transform: 'scale(0.9)' },
  '&.open': { opacity: 1, transform: 'scale(1)' },
  // Keep a (tiny) duration: with no transition, no transitionend event fires and the popup never unmounts.
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));
