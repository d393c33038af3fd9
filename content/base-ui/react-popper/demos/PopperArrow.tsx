import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

export default function PopperArrow() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLSpanElement | null>(null);
  const [open, setOpen] = React.useState(false);

  // Memoized: Popper recreates its Popper.js instance whenever `modifiers` changes identity.
  const modifiers = React.useMemo(
    () => [
      { name: 'offset', options: { offset: [0, 10] } },
      { name: 'preventOverflow', options: { padding: 8 } },
      { name: 'arrow', options: { element: arrowEl, padding: 8 } },
    ],
    [arrowEl],
  );

  return (
    <div>
      <Trigger ref={setAnchorEl} aria-expanded={open} aria-describedby={open ? 'sync-tip' : undefined} onClick={() => setOpen(!open)}>
        Sync status
      </Trigger>
      <Tip id="sync-tip" open={open} anchorEl={anchorEl} placement="top" modifiers={modifiers}>
        Last synced 2 minutes ago from your laptop.
        <Arrow ref={setArrowEl} />
      </Tip>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8, marginTop: 56,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// Popper.js writes the final side to `data-popper-placement`; the arrow follows it.
const Tip = styled(Popper)(({ theme }) => ({
  zIndex: 10, maxWidth: 220, padding: '8px 12px', borderRadius: 8,
  font: '0.8125rem/1.5 system-ui, sans-serif',
  '--tip-bg': theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  backgroundColor: 'var(--tip-bg)',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
  '&[data-popper-placement^="top"] > span': { bottom: -5 },
  '&[data-popper-placement^="bottom"] > span': { top: -5 },
}));

const Arrow = styled('span')({
  position: 'absolute', width: 10, height: 10,
  '&::before': { content: '""', position: 'absolute', inset: 0, backgroundColor: 'var(--tip-bg)', transform: 'rotate(45deg)' },
});
