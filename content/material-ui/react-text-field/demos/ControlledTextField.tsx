import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledTextField() {
  // The component owns the value; the field only displays it and reports changes.
  const [name, setName] = React.useState('');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setName(event.target.value);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField id="controlled-name" label="Your name" value={name} onChange={handleChange} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {name.trim() ? `Hello, ${name.trim()}!` : 'Type your name to get a greeting.'}
      </Typography>
    </Stack>
  );
}
