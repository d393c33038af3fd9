import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      {/* overlap="circular" places the badge on the edge of a round avatar. */}
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="dot"
        color="success"
        aria-label="Lena Fischer, online"
        role="img"
      >
        <Avatar sx={{ bgcolor: 'primary.main' }}>LF</Avatar>
      </Badge>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar alt="Sam Rivera" sx={{ width: 22, height: 22, fontSize: '0.7rem', border: 2, borderColor: 'background.paper' }}>
            SR
          </Avatar>
        }
      >
        <Avatar alt="Joana Costa" sx={{ bgcolor: 'secondary.main' }}>
          JC
        </Avatar>
      </Badge>
    </Stack>
  );
}
