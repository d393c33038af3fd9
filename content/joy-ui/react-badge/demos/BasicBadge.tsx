import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';

const unread = 4;

export default function BasicBadge() {
  return (
    // The badge is visual: put the count in the button's accessible name too.
    <IconButton variant="soft" aria-label={`Notifications, ${unread} unread`}>
      <Badge badgeContent={unread}>
        <NotificationsRounded />
      </Badge>
    </IconButton>
  );
}
