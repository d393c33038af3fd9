import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SavingBackdrop() {
  const [saving, setSaving] = React.useState(false);
  const [savedCount, setSavedCount] = React.useState(0);

  const handlePublish = () => {
    setSaving(true);
    // Stands in for a request to the server.
    window.setTimeout(() => {
      setSaving(false);
      setSavedCount((count) => count + 1);
    }, 2000);
  };

  let statusText = 'Not published yet.';
  if (saving) {
    statusText = 'Publishing…';
  } else if (savedCount > 0) {
    statusText = `Published ${savedCount} ${savedCount === 1 ? 'time' : 'times'}.`;
  }

  return (
    <div>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" onClick={handlePublish} disabled={saving}>
          Publish article
        </Button>
        {/* The backdrop is aria-hidden, so progress is announced from this live region. */}
        <Typography variant="body2" role="status">
          {statusText}
        </Typography>
      </Stack>
      {/* Kept outside the Stack, whose spacing would add a top margin to it. */}
      <Backdrop open={saving} sx={(theme) => ({ color: '#fff', zIndex: theme.zIndex.drawer + 1 })}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress color="inherit" aria-label="Publishing" />
          <Typography>Publishing “Ten Rules for Clear Code”…</Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
