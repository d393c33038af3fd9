import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { flip, offset, shift, size } from '@floating-ui/react-dom';
import { styled } from '@mui/system';

const items = [
  { name: 'Trail running shoes', price: '$129.00' },
  { name: 'Merino socks (3 pairs)', price: '$36.00' },
  { name: 'Hydration vest', price: '$84.50' },
];

// Passing `middleware` replaces the defaults, so offset, flip and shift are listed again.
const middleware = [
  offset(4),
  flip(),
  shift({ padding: 8 }),
  size({
    apply({ rects, elements }) {
      // Make the popup exactly as wide as the button it belongs to.
      elements.floating.style.width = `${rects.reference.width}px`;
    },
  }),
];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Trigger ref={setAnchor} aria-expanded={open} onClick={() => setOpen((previous) => !previous)}>
        <span>Cart: 3 items</span>
        <span>$249.50</span>
      </Trigger>
      <Popup anchor={anchor} open={open} middleware={middleware} style={{ zIndex: 10 }}>
        <Panel>
          {items.map((item) => (
            <Line key={item.name}>
              <span>{item.name}</span>
              <span>{item.price}</span>
            </Line>
          ))}
        </Panel>
      </Popup>
    </div>
  );
}

const Trigger = styled('button')(({ theme }) => ({
  display: 'flex', justifyContent: 'space-between', gap: 24, width: 'min(100%, 320px)',
  font: '600 0.875rem/1.5 system-ui, sans-serif', padding: '8px 14px', borderRadius: 8, cursor: 'pointer',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#94a3b8'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
}));

const Panel = styled('div')(({ theme }) => ({
  boxSizing: 'border-box', padding: 8, borderRadius: 8, font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 6px 20px rgb(15 23 42 / 0.18)',
}));

const Line = styled('div')({ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '4px 6px' });
