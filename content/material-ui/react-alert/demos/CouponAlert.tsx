import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Result = 'idle' | 'applied' | 'invalid';

export default function CouponAlert() {
  const [code, setCode] = React.useState('');
  const [result, setResult] = React.useState<Result>('idle');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(code.trim().toUpperCase() === 'SPRING10' ? 'applied' : 'invalid');
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          id="coupon-code"
          label="Coupon code"
          size="small"
          helperText="Try SPRING10"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Apply
        </Button>
      </Stack>
      {/* A success is not urgent: role="status" waits for the screen reader to finish speaking. */}
      {result === 'applied' && (
        <Alert severity="success" role="status">
          SPRING10 applied: 10% off your order.
        </Alert>
      )}
      {/* The default role="alert" interrupts, which suits an error the reader must fix. */}
      {result === 'invalid' && <Alert severity="error">This code is not valid. Check the spelling.</Alert>}
    </Stack>
  );
}
