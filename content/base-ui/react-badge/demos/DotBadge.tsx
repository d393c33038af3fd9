import { Badge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

const team = [
  { name: 'Amara Okafor', initials: 'AO', color: '#0e7490', online: true },
  { name: 'Lucas Moreau', initials: 'LM', color: '#7c3aed', online: false },
  { name: 'Priya Raman', initials: 'PR', color: '#b45309', online: true },
];

export default function DotBadge() {
  return (
    <List>
      {team.map((person) => (
        <Person key={person.name}>
          {/* No badgeContent: the badge renders empty and the CSS draws a dot. */}
          <StatusBadge invisible={!person.online}>
            <Avatar style={{ background: person.color }} aria-hidden="true">
              {person.initials}
            </Avatar>
          </StatusBadge>
          <span>
            {person.name}
            <Status>{person.online ? ' (online)' : ' (offline)'}</Status>
          </span>
        </Person>
      ))}
    </List>
  );
}

const List = styled('ul')({ display: 'grid', gap: 12, listStyle: 'none', padding: 0, margin: 0 });
const Person = styled('li')({ display: 'flex', alignItems: 'center', gap: 12 });
const Status = styled('span')({ opacity: 0.75, fontSize: '0.875rem' });

const Avatar = styled('span')({
  display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: '50%',
  color: '#ffffff', font: '600 0.875rem/1 system-ui, sans-serif',
});

const StatusBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute', bottom: 0, right: 0, width: 12, height: 12, borderRadius: '50%',
    background: '#22c55e',
    // A ring in the page's color keeps the dot readable on top of the avatar.
    boxShadow: `0 0 0 2px ${theme.palette.mode === 'dark' ? '#0b1220' : '#ffffff'}`,
  },
  [`& .${badgeClasses.invisible}`]: { display: 'none' },
}));
