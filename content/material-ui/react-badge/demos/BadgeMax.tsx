import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={5}>
      <Badge badgeContent={99} color="primary">
        <MailIcon color="action" />
      </Badge>
      {/* Above max (99 by default) the badge shows "99+". */}
      <Badge badgeContent={100} color="primary">
        <MailIcon color="action" />
      </Badge>
      <Badge badgeContent={1000} max={999} color="primary">
        <MailIcon color="action" />
      </Badge>
    </Stack>
  );
}
