import * as React from 'react';
import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeVisibility() {
  const [items, setItems] = React.useState(1);
  const [showZero, setShowZero] = React.useState(false);
  const [invisible, setInvisible] = React.useState(false);

  return (
    <Row>
      <StyledBadge
        badgeContent={items}
        showZero={showZero}
        invisible={invisible}
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <ShoppingCartOutlined titleAccess={`Cart, ${items} ${items === 1 ? 'item' : 'items'}`} />
      </StyledBadge>
      <Action type="button" onClick={() => setItems((n) => Math.max(0, n - 1))}>
        Remove item
      </Action>
      <Action type="button" onClick={() => setItems((n) => n + 1)}>
        Add item
      </Action>
      <label>
        <input type="checkbox" checked={showZero} onChange={(e) => setShowZero(e.target.checked)} />{' '}
        showZero
      </label>
      <label>
        <input type="checkbox" checked={invisible} onChange={(e) => setInvisible(e.target.checked)} />{' '}
        invisible
      </label>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 });

const Action = styled('button')(({ theme }) => ({
  font: '600 0.8125rem/1.5 system-ui, sans-serif',
  padding: '4px 12px',
  borderRadius: 6,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
}));

// The badge shrinks away instead of disappearing at once: while invisible it keeps
// its last content, so the exit can be animated.
const StyledBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-flex',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute', top: -8, right: -10, minWidth: 18, height: 18, padding: '0 5px',
    boxSizing: 'border-box', borderRadius: 9, background: '#16a34a', color: '#ffffff',
    font: '700 0.6875rem/18px system-ui, sans-serif', textAlign: 'center',
    transition: 'transform 150ms ease-out',
  },
  [`& .${badgeClasses.invisible}`]: { transform: 'scale(0)', visibility: 'hidden', transition: 'transform 150ms, visibility 0s 150ms' },
});
