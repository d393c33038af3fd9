import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CircularWithLabel() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // A stand-in for upload events: 8% more every 300 ms, stopping at 100.
    const timer = window.setInterval(() => {
      setProgress((previous) => Math.min(100, previous + 8));
    }, 300);
    return () => window.clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (progress === 100) {
      setRunning(false);
    }
  }, [progress]);

  const handleStart = () => {
    setProgress(0);
    setRunning(true);
  };

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        {/* A full gray circle behind the value, so the ring is visible at 0%. */}
        <CircularProgress
          variant="determinate"
          value={100}
          size={64}
          aria-hidden
          sx={{ position: 'absolute', color: 'action.selected' }}
        />
        <CircularProgress variant="determinate" value={progress} size={64} aria-label="Photo upload" />
        {/* The label sits over the circle; the progress bar itself reports the value to screen readers. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="caption" component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {`${progress}%`}
          </Typography>
        </Box>
      </Box>
      <Button variant="outlined" onClick={handleStart} disabled={running}>
        {progress === 100 ? 'Upload again' : 'Upload photo'}
      </Button>
    </Stack>
  );
}
