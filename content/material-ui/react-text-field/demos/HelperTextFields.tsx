import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const maxLength = 80;

export default function HelperTextFields() {
  const [headline, setHeadline] = React.useState('Weekend sale: 20% off all hiking boots');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        id="helper-username"
        label="Username"
        defaultValue="ada_l"
        helperText="Letters, numbers and underscores only"
      />
      {/* A live character count: the helper text is read along with the field. */}
      <TextField
        id="helper-headline"
        label="Headline"
        value={headline}
        onChange={(event) => setHeadline(event.target.value)}
        error={headline.length > maxLength}
        helperText={`${headline.length} of ${maxLength} characters`}
        sx={{ width: { sm: 320 } }}
      />
    </Stack>
  );
}
