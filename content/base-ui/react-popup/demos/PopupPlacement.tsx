import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext, type PopupPlacement as Placement } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const placements: Placement[] = [
  'top-start', 'top', 'top-end', 'right-start', 'right', 'right-end',
  'bottom-start', 'bottom', 'bottom-end', 'left-start', 'left', 'left-end',
];

// Reads the placement Popup really used, after flipping.
function FinalPlacement() {
  const context = React.useContext(PopupContext);
  return <strong>{context?.placement}</strong>;
}

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<Placement>('top');
  const selectId = React.useId();

  return (
    <Stack>
      <label htmlFor={selectId}>Placement</label>
      <select id={selectId} value={placement} onChange={(event) => setPlacement(event.target.value as Placement)}>
        {placements.map((value) => (
          <option key={value} value={value}>{value}</option>
        ))}
      </select>
      <Anchor ref={setAnchor} aria-expanded={open} onClick={() => setOpen((previous) => !previous)}>
        {open ? 'Hide' : 'Show'} seat info
      </Anchor>
      <Popup anchor={anchor} open={open} placement={placement} offset={6} style={{ zIndex: 10 }}>
        <Bubble>
          Row 14, aisle seat. Requested <strong>{placement}</strong>, shown <FinalPlacement />.
        </Bubble>
      </Popup>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '64px 0',
  font: '0.875rem/1.5 system-ui, sans-serif',
});

const Anchor = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Bubble = styled('div')(({ theme }) => ({
  maxWidth: 220, padding: '8px 12px', borderRadius: 8, font: '0.8125rem/1.5 system-ui, sans-serif',
  backgroundColor: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
}));
