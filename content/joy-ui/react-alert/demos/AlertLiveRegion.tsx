import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function AlertLiveRegion() {
  const [copied, setCopied] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" color="neutral" onClick={() => setCopied(true)}>
        Copy invite link
      </Button>
      {/* Mounted only when there is news: role="alert" makes screen readers read it at once. */}
      {copied && (
        <Alert color="success" variant="soft" startDecorator={<CheckCircleRounded />}>
          Invite link copied. It expires in 7 days.
        </Alert>
      )}
    </Stack>
  );
}
