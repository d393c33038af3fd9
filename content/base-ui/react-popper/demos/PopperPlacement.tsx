import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';
import { styled, useTheme } from '@mui/system';

const placements: PopperPlacementType[] = ['top-start', 'top', 'top-end', 'bottom-start', 'bottom', 'bottom-end', 'left', 'right'];

export default function PopperPlacement() {
  const theme = useTheme();
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom-start');
  const selectId = React.useId();

  return (
    <Row>
      <label htmlFor={selectId}>Placement</label>
      <select id={selectId} value={placement} onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}>
        {placements.map((value) => <option key={value} value={value}>{value}</option>)}
      </select>
      <Trigger ref={setAnchorEl} aria-expanded={open} onClick={() => setOpen(!open)}>
        Release notes
      </Trigger>
      {/* Popper.js knows nothing of text direction: `direction` mirrors -start and -end. */}
      <Popper open={open} anchorEl={anchorEl} placement={placement} direction={theme.direction} style={{ zIndex: 10 }}>
        {({ placement: finalPlacement }) => (
          <Card>
            Version 4.2 adds offline mode. Shown at <strong>{finalPlacement}</strong>.
          </Card>
        )}
      </Popper>
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '48px 0',
  font: '0.875rem/1.5 system-ui, sans-serif',
});

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Card = styled('div')(({ theme }) => ({
  maxWidth: 240, margin: 6, padding: '8px 12px', borderRadius: 8,
  backgroundColor: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  color: theme.palette.mode === 'dark' ? '#0f172a' : '#f8fafc',
}));
