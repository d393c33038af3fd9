import { Badge, type BadgeOwnerState } from '@mui/base/Badge';
import { styled } from '@mui/system';

const builds = [
  { name: 'web-app', failures: 0 },
  { name: 'payments-api', failures: 2 },
  { name: 'mobile-release', failures: 17 },
];

// The badge slot's props are computed from the owner state: the color follows the count.
function badgeProps(ownerState: BadgeOwnerState) {
  const count = Number(ownerState.badgeContent);
  return {
    'data-severity': count >= 10 ? 'high' : 'low',
    'aria-hidden': true,
  };
}

export default function BadgeSlotProps() {
  return (
    <List>
      {builds.map((build) => (
        <li key={build.name}>
          <StyledBadge badgeContent={build.failures} showZero slotProps={{ badge: badgeProps }}>
            <code>{build.name}</code>
          </StyledBadge>
          <Hidden>{`, ${build.failures} failed checks`}</Hidden>
        </li>
      ))}
    </List>
  );
}

const List = styled('ul')({ display: 'flex', flexWrap: 'wrap', gap: 48, listStyle: 'none', padding: '12px 0 0', margin: 0 });
const Hidden = styled('span')({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });

// The styles find the badge slot through the data attribute that slotProps adds.
const StyledBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-block',
  '& [data-severity]': {
    position: 'absolute', top: -12, insetInlineStart: '100%', marginInlineStart: 2, minWidth: 20, padding: '0 6px',
    boxSizing: 'border-box', borderRadius: 10, color: '#ffffff', textAlign: 'center',
    font: '700 0.75rem/20px system-ui, sans-serif',
  },
  '& [data-severity="low"]': { background: '#475569' },
  '& [data-severity="high"]': { background: '#b91c1c' },
});
