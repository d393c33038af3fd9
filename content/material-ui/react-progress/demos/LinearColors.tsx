import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'inherit'] as const;

export default function LinearColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', color: 'text.secondary' }}>
      {colors.map((color, index) => (
        // `inherit` takes the text color of the Stack (gray here).
        <LinearProgress
          key={color}
          color={color}
          variant="determinate"
          value={30 + index * 10}
          aria-label={`Progress in ${color}`}
        />
      ))}
    </Stack>
  );
}
