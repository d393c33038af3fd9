import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearBuffer() {
  // `buffered` runs ahead of `played`, like a video that downloads faster than it plays.
  const [played, setPlayed] = React.useState(0);
  const [buffered, setBuffered] = React.useState(10);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    if (!playing) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setPlayed((previous) => Math.min(100, previous + 2));
      setBuffered((previous) => Math.min(100, previous + 3));
    }, 250);
    return () => window.clearInterval(timer);
  }, [playing]);

  React.useEffect(() => {
    if (played === 100) {
      setPlaying(false);
    }
  }, [played]);

  const handlePlay = () => {
    if (played === 100) {
      setPlayed(0);
      setBuffered(10);
    }
    setPlaying(true);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2" id="buffer-label">
        Lecture 4: Sorting algorithms
      </Typography>
      <LinearProgress variant="buffer" value={played} valueBuffer={buffered} aria-labelledby="buffer-label" />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={handlePlay} disabled={playing}>
          Play
        </Button>
        <Button onClick={() => setPlaying(false)} disabled={!playing}>
          Pause
        </Button>
      </Stack>
    </Stack>
  );
}
