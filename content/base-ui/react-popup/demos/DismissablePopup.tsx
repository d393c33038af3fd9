import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function DismissablePopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  const close = () => setOpen(false);
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      anchor?.focus();
    }
  };

  return (
    // The trigger and the popup sit inside one listener: the popup is portaled,
    // but clicks in it still count as "inside" because it is in the same React tree.
    <ClickAwayListener onClickAway={close}>
      <div onKeyDown={handleKeyDown}>
        <Trigger ref={setAnchor} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(!open)}>
          Notifications
        </Trigger>
        <Popup anchor={anchor} open={open} placement="bottom-start" offset={8} role="dialog" aria-label="Notification settings" style={{ zIndex: 10 }}>
          <Panel>
            <label><input type="checkbox" defaultChecked /> Order shipped</label>
            <label><input type="checkbox" /> Price drops on saved items</label>
            <label><input type="checkbox" defaultChecked /> Weekly digest</label>
          </Panel>
        </Popup>
      </div>
    </ClickAwayListener>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Panel = styled('div')(({ theme }) => ({
  display: 'grid', gap: 8, padding: '12px 16px', borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
  '& input:focus-visible': { outline: '2px solid #60a5fa', outlineOffset: 2 },
}));
