import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
import { styled } from '@mui/system';

// A transition component of your own, animated with the Web Animations API.
function Unfold({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const frames = [
      { opacity: 0, clipPath: 'inset(0 0 100% 0)' },
      { opacity: 1, clipPath: 'inset(0 0 0 0)' },
    ];
    const animation = ref.current!.animate(requestedEnter ? frames : frames.reverse(), {
      duration: 220, easing: 'ease-out', fill: 'forwards',
    });
    if (!requestedEnter) {
      // Tell the trigger that the element may now be unmounted.
      animation.onfinish = onExited;
    }
    return () => animation.cancel();
  }, [requestedEnter, onExited]);

  return <div ref={ref}>{children}</div>;
}

export default function CustomTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        Opening hours
      </Trigger>
      <Popup anchor={anchor} open={open} placement="bottom-start" offset={8} style={{ zIndex: 10 }}>
        <Unfold>
          <Hours>
            <dt>Mon–Fri</dt><dd>8:00–20:00</dd>
            <dt>Saturday</dt><dd>9:00–18:00</dd>
            <dt>Sunday</dt><dd>Closed</dd>
          </Hours>
        </Unfold>
      </Popup>
    </div>
  );
}

const Trigger = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 16px', borderRadius: 8,
  border: '1px solid #1d4ed8', backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Hours = styled('dl')(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 24px', margin: 0, padding: '12px 16px',
  borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '& dt': { fontWeight: 600 }, '& dd': { margin: 0 },
}));
