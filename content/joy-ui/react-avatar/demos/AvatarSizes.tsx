import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="sm">SM</Avatar>
      <Avatar size="md">MD</Avatar>
      <Avatar size="lg">LG</Avatar>
      {/* Any other size: set --Avatar-size; the font scales with it. */}
      <Avatar sx={{ '--Avatar-size': '64px' }}>64</Avatar>
    </Stack>
  );
}
