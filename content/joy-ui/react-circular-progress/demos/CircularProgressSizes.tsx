import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress size="sm" aria-label="Loading (small)" />
      <CircularProgress size="md" aria-label="Loading (medium)" />
      <CircularProgress size="lg" aria-label="Loading (large)" />
      <CircularProgress thickness={2} sx={{ '--CircularProgress-size': '80px' }} aria-label="Loading (custom size)" />
    </Stack>
  );
}
