import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Status = 'idle' | 'saving' | 'saved';

const messages: Record<Status, string> = {
  idle: 'You have unsaved changes.',
  saving: 'Saving your changes…',
  saved: 'All changes saved.',
};

export default function SaveButton() {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Clear a pending timer if the demo unmounts mid-save.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setStatus('saving');
    // Stands in for a network request.
    timer.current = setTimeout(() => setStatus('saved'), 1500);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        loading={status === 'saving'}
        loadingPosition="start"
        color={status === 'saved' ? 'success' : 'primary'}
        onClick={handleSave}
      >
        {status === 'saved' ? 'Saved' : 'Save changes'}
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {messages[status]}
      </Typography>
    </Stack>
  );
}
