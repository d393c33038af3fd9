import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

const steps = [0, 25, 50, 75, 100];

export default function CircularDeterminate() {
  return (
    <Stack direction="row" spacing={2}>
      {steps.map((value, index) => (
        <CircularProgress
          key={value}
          variant="determinate"
          value={value}
          aria-label={`Lesson ${index + 1}`}
        />
      ))}
    </Stack>
  );
}
