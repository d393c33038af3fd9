import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinearProgressColors() {
  return (
    <Stack spacing={2.5} sx={{ width: '100%' }}>
      {colors.map((color) => (
        <LinearProgress key={color} color={color} determinate value={60} aria-label={`Progress (${color})`} />
      ))}
    </Stack>
  );
}
