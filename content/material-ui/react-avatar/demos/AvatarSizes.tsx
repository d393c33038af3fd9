import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ width: 24, height: 24, fontSize: '0.75rem' }}>JD</Avatar>
      <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem' }}>JD</Avatar>
      <Avatar>JD</Avatar>
      <Avatar sx={{ width: 56, height: 56, fontSize: '1.5rem' }}>JD</Avatar>
      <Avatar sx={{ width: 80, height: 80, fontSize: '2rem' }}>JD</Avatar>
    </Stack>
  );
}
