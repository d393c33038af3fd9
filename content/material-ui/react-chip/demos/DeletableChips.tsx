import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DeletableChips() {
  const [message, setMessage] = React.useState('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip label="Size: M" onDelete={() => setMessage('Removed the size filter')} />
        <Chip label="Color: navy" variant="outlined" onDelete={() => setMessage('Removed the color filter')} />
        {/* Both handlers: clicking the label and clicking the icon do different things. */}
        <Chip
          label="Brand: Fjell"
          onClick={() => setMessage('Opened the brand filter')}
          onDelete={() => setMessage('Removed the brand filter')}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
