import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DelayedProgress() {
  const [loading, setLoading] = React.useState(false);
  const [message, setMessage] = React.useState('Pick a request.');
  const timer = React.useRef<number | undefined>(undefined);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const runRequest = (duration: number) => {
    window.clearTimeout(timer.current);
    setLoading(true);
    setMessage('Loading…');
    timer.current = window.setTimeout(() => {
      setLoading(false);
      setMessage(`Loaded in ${duration} ms.`);
    }, duration);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => runRequest(300)}>
          Fast request
        </Button>
        <Button variant="outlined" onClick={() => runRequest(3000)}>
          Slow request
        </Button>
      </Stack>
      <Box sx={{ height: 40 }}>
        {/* The fade waits 800 ms before it starts, so a fast request never shows the spinner. */}
        <Fade in={loading} style={{ transitionDelay: loading ? '800ms' : '0ms' }} unmountOnExit>
          <CircularProgress aria-label="Loading" />
        </Fade>
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
