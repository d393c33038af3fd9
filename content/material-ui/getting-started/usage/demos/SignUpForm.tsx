import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SignUpForm() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const emailInvalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) setSubmitted(true);
  };

  if (submitted) {
    return (
      <Alert severity="success" onClose={() => setSubmitted(false)}>
        Thanks! The first issue of the newsletter goes to {email}.
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} sx={{ maxWidth: 360 }}>
      <TextField label="Name" name="name" autoComplete="name" />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={emailInvalid}
        helperText={emailInvalid ? 'Enter an address like name@example.com' : ' '}
      />
      <FormControlLabel control={<Checkbox name="weekly" defaultChecked />} label="Send me the weekly digest" />
      <Button type="submit" variant="contained">
        Subscribe
      </Button>
    </Stack>
  );
}
