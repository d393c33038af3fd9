import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DeterminateCircularProgress() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // The timer starts from a click and stops at 100%.
    const timer = setInterval(() => {
      setProgress((value) => {
        if (value >= 100) {
          setRunning(false);
          return 100;
        }
        return value + 10;
      });
    }, 400);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress determinate value={25} aria-label="Profile completion" />
      <CircularProgress determinate value={progress} size="lg" aria-label="Backup progress">
        <Typography level="body-xs" sx={{ fontWeight: 'lg' }}>
          {progress}%
        </Typography>
      </CircularProgress>
      <Button
        variant="outlined"
        color="neutral"
        disabled={running}
        onClick={() => {
          setProgress(0);
          setRunning(true);
        }}
      >
        {progress === 100 ? 'Back up again' : 'Start backup'}
      </Button>
    </Stack>
  );
}
