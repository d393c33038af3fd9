import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressButton() {
  const [sending, setSending] = React.useState(false);
  return (
    <Stack direction="row" spacing={2}>
      <Button
        disabled={sending}
        // Inside a decorator, the progress takes its size from the button.
        startDecorator={sending ? <CircularProgress variant="solid" aria-label="Sending" /> : null}
        onClick={() => {
          setSending(true);
          setTimeout(() => setSending(false), 2000);
        }}
      >
        {sending ? 'Sending…' : 'Send report'}
      </Button>
    </Stack>
  );
}
