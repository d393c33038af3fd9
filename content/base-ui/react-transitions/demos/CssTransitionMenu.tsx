import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

export default function CssTransitionMenu() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'} account panel
      </Trigger>
      <Popup anchor={anchor} open={open} placement="bottom-start" offset={8} style={{ zIndex: 10 }}>
        {/* Opacity ends after 120ms, transform after 240ms: wait for transform before unmounting. */}
        <Panel enterClassName="open" exitClassName="closed" lastTransitionedPropertyOnExit="transform">
          <strong>Dana Whitfield</strong>
          <span>dana@northwind.example</span>
          <span>Plan: Team, 12 seats</span>
        </Panel>
      </Popup>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Panel = styled(CssTransition)(({ theme }) => ({
  display: 'grid', gap: 2, minWidth: 220, padding: '12px 16px', borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
  transition: 'opacity 120ms ease-out, transform 240ms cubic-bezier(0.2, 0, 0, 1)',
  '&.closed': { opacity: 0, transform: 'translateY(-8px)' },
  '&.open': { opacity: 1, transform: 'translateY(0)' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
}));
