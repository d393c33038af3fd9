import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// A deliberately loose check: some text, an @, a domain with a dot.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextField() {
  // Starts with a mistake so the error state is visible; fix it to see the field recover.
  const [email, setEmail] = React.useState('ada@example');

  const handleChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setEmail(event.target.value);
  };

  // An empty field is not an error yet: `required` covers that on submit.
  const isInvalid = email !== '' && !emailPattern.test(email);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        id="validation-email"
        label="Work email"
        type="email"
        required
        value={email}
        onChange={handleChange}
        error={isInvalid}
        helperText={isInvalid ? 'Enter an address such as name@company.com.' : 'We only use it to sign you in.'}
      />
    </Stack>
  );
}
