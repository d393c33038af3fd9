import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const attendees = ['Rosa Díaz', 'Kenji Sato', 'Amara Obi', 'Lukas Weber', 'Noor Haddad'];

const initials = (name: string) => name.split(' ').map((part) => part[0]).join('');

export default function SurplusAvatars() {
  return (
    <AvatarGroup
      total={1280}
      // renderSurplus receives the number of hidden people; return whatever fits the design.
      renderSurplus={(surplus) => <span style={{ fontSize: '0.8rem' }}>+{(surplus / 1000).toFixed(1)}k</span>}
      slotProps={{ surplus: { sx: { bgcolor: 'primary.main', color: 'primary.contrastText' } } }}
    >
      {attendees.map((name) => (
        <Avatar key={name} alt={name}>
          {initials(name)}
        </Avatar>
      ))}
    </AvatarGroup>
  );
}
