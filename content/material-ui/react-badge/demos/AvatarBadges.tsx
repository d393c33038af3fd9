import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

export default function AvatarBadges() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={3} color="error" overlap="circular">
        <Avatar alt="Marta Nowak" sx={{ bgcolor: 'primary.main' }}>
          MN
        </Avatar>
      </Badge>
      <Badge
        variant="dot"
        color="success"
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // A ring in the page color keeps the dot readable on top of the avatar.
        sx={{ '& .MuiBadge-badge': { width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'background.paper' } }}
      >
        <Avatar alt="Yusuf Demir" sx={{ bgcolor: 'secondary.main' }}>
          YD
        </Avatar>
      </Badge>
    </Stack>
  );
}
