import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const total = 24;

export default function LinearProgressWithLabel() {
  const [done, setDone] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // Started by the button, stopped when every photo is uploaded.
    const timer = setInterval(() => {
      setDone((count) => Math.min(count + 2, total));
    }, 300);
    return () => clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (done === total) {
      setRunning(false);
    }
  }, [done]);

  const percent = Math.round((done / total) * 100);
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id="upload-label" level="title-sm">
          Uploading photos
        </Typography>
        <Typography level="body-sm">
          {done} of {total}
        </Typography>
      </Stack>
      <LinearProgress determinate value={percent} aria-labelledby="upload-label" aria-valuetext={`${done} of ${total} photos`} />
      <Button
        variant="outlined"
        color="neutral"
        disabled={running}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setDone(0);
          setRunning(true);
        }}
      >
        {done === total ? 'Upload again' : 'Start upload'}
      </Button>
    </Stack>
  );
}
