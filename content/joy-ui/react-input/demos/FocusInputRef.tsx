import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function FocusInputRef() {
  // `ref` on Input points at the wrapper <div>; the <input> ref goes through slotProps.
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormControl sx={{ flex: '1 1 200px' }}>
        <FormLabel>Coupon code</FormLabel>
        <Input defaultValue="SPRING-24" slotProps={{ input: { ref: inputRef } }} />
      </FormControl>
      <Button variant="outlined" color="neutral" onClick={() => inputRef.current?.select()}>
        Select code
      </Button>
    </Stack>
  );
}
