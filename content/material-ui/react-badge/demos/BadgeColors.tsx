import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

const colors = ['default', 'primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {colors.map((color, index) => (
        <Badge key={color} badgeContent={index + 1} color={color}>
          <NotificationsIcon color="action" />
        </Badge>
      ))}
    </Stack>
  );
}
