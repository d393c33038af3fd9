import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';

export default function DotBadge() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Badge variant="dot" color="error">
        <ChatIcon color="action" />
      </Badge>
      {/* A dot also works next to text, for example on a tab or a menu item. */}
      <Badge variant="dot" color="primary">
        <Typography>Release notes</Typography>
      </Badge>
    </Stack>
  );
}
