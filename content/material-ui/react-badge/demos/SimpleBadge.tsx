import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function SimpleBadge() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Badge badgeContent={4} color="primary">
        <MailIcon color="action" />
      </Badge>
      {/* The label says what the number means: the badge itself is not announced. */}
      <IconButton aria-label="Cart, 2 items">
        <Badge badgeContent={2} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
