import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import { keyframes, styled } from '@mui/system';

const popIn = keyframes({
  '0%': { opacity: 0, transform: 'scale(0.6)' },
  '70%': { opacity: 1, transform: 'scale(1.05)' },
  '100%': { opacity: 1, transform: 'scale(1)' },
});
const popOut = keyframes({ to: { opacity: 0, transform: 'scale(0.8)' } });

export default function CssAnimationPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} achievement
      </Trigger>
      <Popup anchor={anchor} open={open} placement="top" offset={8} style={{ zIndex: 10 }}>
        {/* The names tell CssAnimation which `animationend` events mean "entered" and "exited". */}
        <Badge
          enterClassName="enter"
          exitClassName="exit"
          enterAnimationName={popIn.name}
          exitAnimationName={popOut.name}
        >
          100-day streak
        </Badge>
      </Popup>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8, marginTop: 48,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Badge = styled(CssAnimation)({
  padding: '6px 14px', borderRadius: 999, font: '700 0.875rem/1.5 system-ui, sans-serif',
  backgroundColor: '#facc15', color: '#422006',
  '&.enter': { animation: `${popIn} 320ms ease-out both` },
  '&.exit': { animation: `${popOut} 160ms ease-in both` },
  '@media (prefers-reduced-motion: reduce)': { '&.enter, &.exit': { animationDuration: '1ms' } },
});
