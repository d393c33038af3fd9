import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Button from '@mui/material/Button';
import Zoom from '@mui/material/Zoom';

export default function SlotProps() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320, alignItems: 'flex-start' }}>
      <TextField
        label="Amount"
        fullWidth
        slotProps={{
          // Props of the Input component inside the TextField.
          input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          // Attributes of the native <input> element.
          htmlInput: { inputMode: 'decimal', maxLength: 9 },
          // Props of the InputLabel.
          inputLabel: { shrink: true },
        }}
        placeholder="0.00"
        helperText="Up to 999,999.99"
      />
      <Tooltip
        title="Sends the invoice by email"
        arrow
        // Replace the transition, and style the inner tooltip element.
        slots={{ transition: Zoom }}
        slotProps={{ tooltip: { sx: { fontSize: 14 } } }}
      >
        <Button variant="outlined">Send invoice</Button>
      </Tooltip>
    </Stack>
  );
}
