import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar variant="circular" sx={{ bgcolor: 'secondary.main' }}>
        <StorefrontIcon />
      </Avatar>
      <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main' }}>
        <StorefrontIcon />
      </Avatar>
      <Avatar variant="square" sx={{ bgcolor: 'secondary.main' }}>
        <StorefrontIcon />
      </Avatar>
    </Stack>
  );
}
