import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <CircularProgress key={color} color={color} aria-label={`Loading (${color})`} />
      ))}
    </Stack>
  );
}
