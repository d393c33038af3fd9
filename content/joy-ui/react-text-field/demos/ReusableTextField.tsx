import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import type { InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

// Your own one-line field component, if you prefer that style: the rest of InputProps go to Input.
interface LabeledInputProps extends InputProps {
  label: React.ReactNode;
  helperText?: React.ReactNode;
}

function LabeledInput({ label, helperText, error, required, disabled, size, sx, ...inputProps }: LabeledInputProps) {
  return (
    <FormControl error={error} required={required} disabled={disabled} size={size} sx={sx}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export default function ReusableTextField() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <LabeledInput label="First name" defaultValue="Grace" required />
      <LabeledInput label="Phone" type="tel" placeholder="+49 30 1234567" helperText="Only for delivery questions." />
    </Stack>
  );
}
