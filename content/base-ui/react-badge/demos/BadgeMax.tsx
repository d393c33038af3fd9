import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

const queues = [
  { name: 'Open tickets', count: 42, max: 99 },
  { name: 'Pending reviews', count: 140, max: 99 },
  { name: 'Unread comments', count: 1250, max: 999 },
];

export default function BadgeMax() {
  return (
    <List>
      {queues.map((queue) => (
        <li key={queue.name}>
          {/* Above `max`, the badge shows `max+`. Screen readers skip it and read the exact count. */}
          <StyledBadge
            badgeContent={queue.count}
            max={queue.max}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <Label>{queue.name}</Label>
          </StyledBadge>
          <Hidden>{`: ${queue.count}`}</Hidden>
        </li>
      ))}
    </List>
  );
}

const List = styled('ul')({ display: 'flex', flexWrap: 'wrap', columnGap: 64, rowGap: 24, listStyle: 'none', padding: '12px 0 0', margin: 0 });
const Label = styled('span')({ fontWeight: 600 });
const Hidden = styled('span')({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });

const StyledBadge = styled(Badge)({
  position: 'relative',
  display: 'inline-block',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: -12,
    insetInlineStart: '100%',
    marginInlineStart: 2,
    padding: '0 6px',
    borderRadius: 10,
    background: '#4f46e5',
    color: '#ffffff',
    font: '700 0.75rem/20px system-ui, sans-serif',
    whiteSpace: 'nowrap',
  },
});
