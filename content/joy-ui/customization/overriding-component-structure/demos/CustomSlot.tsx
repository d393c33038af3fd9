import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

// Groups digits as "1234 5678 9012 3456" while typing. It receives the props Joy gives the input slot.
const CardNumberInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  function CardNumberInput({ onChange, ...other }, ref) {
    return (
      <input
        {...other}
        ref={ref}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={19}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
          event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
          onChange?.(event);
        }}
      />
    );
  },
);

export default function CustomSlot() {
  return (
    <FormControl sx={{ width: 280, mx: 'auto' }}>
      <FormLabel>Card number</FormLabel>
      <Input placeholder="1234 5678 9012 3456" slotProps={{ input: { component: CardNumberInput } }} />
      <FormHelperText>Digits only; spaces are added for you.</FormHelperText>
    </FormControl>
  );
}
