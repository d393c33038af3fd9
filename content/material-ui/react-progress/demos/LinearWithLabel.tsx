import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearWithLabel() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setProgress((previous) => Math.min(100, previous + 5));
    }, 200);
    return () => window.clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (progress === 100) {
      setRunning(false);
    }
  }, [progress]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Export of 2024 invoices"
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 40, textAlign: 'end' }}>
          {`${progress}%`}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        disabled={running}
        onClick={() => {
          setProgress(0);
          setRunning(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Export invoices
      </Button>
    </Stack>
  );
}
