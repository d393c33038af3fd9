import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FieldStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField id="states-required" label="Full name" required />
      <TextField id="states-disabled" label="Account id" defaultValue="ACC-1042" disabled />
      {/* Read-only text can still be focused, selected and copied. */}
      <TextField
        id="states-readonly"
        label="Plan"
        defaultValue="Team"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        id="states-number"
        label="Seats"
        type="number"
        defaultValue={5}
        slotProps={{ htmlInput: { min: 1, max: 50 } }}
        sx={{ width: 120 }}
      />
    </Stack>
  );
}
