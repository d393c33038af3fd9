import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = [
  { name: 'Priya Raman', color: '#6a1b9a' },
  { name: 'Tomás Ortega', color: '#00695c' },
  { name: 'Grace Whitfield', color: '#c62828' },
  { name: 'Kwame Mensah', color: '#1565c0' },
  { name: 'Ingrid Solberg', color: '#ef6c00' },
  { name: 'Daniel Cho', color: '#4e342e' },
];

function ReviewerAvatar({ name, color }: { name: string; color: string }) {
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
  return (
    <Avatar alt={name} sx={{ bgcolor: color, color: '#fff' }}>
      {initials}
    </Avatar>
  );
}

export default function GroupedAvatars() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <div>
        <Typography variant="body2" gutterBottom>
          max=4: three avatars and a count of the rest
        </Typography>
        <AvatarGroup max={4} sx={{ justifyContent: 'flex-end' }}>
          {reviewers.map((person) => (
            <ReviewerAvatar key={person.name} {...person} />
          ))}
        </AvatarGroup>
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          total=42: only four loaded, 42 reviewers in all
        </Typography>
        <AvatarGroup total={42} sx={{ justifyContent: 'flex-end' }}>
          {reviewers.slice(0, 4).map((person) => (
            <ReviewerAvatar key={person.name} {...person} />
          ))}
        </AvatarGroup>
      </div>
    </Stack>
  );
}
