import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-label="Loading, small" />
        <CircularProgress aria-label="Loading, default size" />
        <CircularProgress size="4rem" aria-label="Loading, large" />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size={48} thickness={2} aria-label="Loading, thin" />
        <CircularProgress size={48} aria-label="Loading, default thickness" />
        <CircularProgress size={48} thickness={6} aria-label="Loading, thick" />
      </Stack>
    </Stack>
  );
}
