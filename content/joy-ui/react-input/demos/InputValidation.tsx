import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputValidation() {
  const [email, setEmail] = React.useState('ada@example');
  const invalid = email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    // `error` on FormControl turns the input and the helper text to `danger`.
    <FormControl required error={invalid} sx={{ maxWidth: 320 }}>
      <FormLabel>Work email</FormLabel>
      <Input
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="name@company.com"
      />
      <FormHelperText>
        {invalid ? 'Enter an address such as name@company.com.' : 'We send the invoice here.'}
      </FormHelperText>
    </FormControl>
  );
}
