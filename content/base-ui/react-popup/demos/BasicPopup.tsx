import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

export default function BasicPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <TriggerButton
        ref={setAnchor}
        aria-expanded={open}
        aria-describedby={open ? 'delivery-estimate' : undefined}
        onClick={() => setOpen((previous) => !previous)}
      >
        Delivery estimate
      </TriggerButton>
      <StyledPopup id="delivery-estimate" anchor={anchor} open={open} offset={8}>
        <PopupBody>Arrives Thursday, March 12, if you order within 4 hours.</PopupBody>
      </StyledPopup>
    </div>
  );
}

const TriggerButton = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #1d4ed8',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// The root carries the inline position; give it the stacking order.
const StyledPopup = styled(Popup)({ zIndex: 10 });

const PopupBody = styled('div')(({ theme }) => ({
  maxWidth: 260,
  padding: '10px 14px',
  borderRadius: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
}));
