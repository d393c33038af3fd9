import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ClickableChips() {
  const [last, setLast] = React.useState('nothing yet');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Chip label="Open now" onClick={() => setLast('Open now')} />
        <Chip label="Free delivery" variant="outlined" onClick={() => setLast('Free delivery')} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Last clicked: {last}
      </Typography>
    </Stack>
  );
}
