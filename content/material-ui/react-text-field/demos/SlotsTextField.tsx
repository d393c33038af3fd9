import TextField from '@mui/material/TextField';

export default function SlotsTextField() {
  return (
    <TextField
      id="slots-card-number"
      label="Card number"
      placeholder="1234 5678 9012 3456"
      helperText="We never store the full number"
      slotProps={{
        // Attributes of the native <input>.
        htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19 },
        // Props of the OutlinedInput around it.
        input: { sx: { fontFamily: 'monospace', letterSpacing: 1 } },
        // Props of the label and the helper text.
        inputLabel: { shrink: true },
        formHelperText: { sx: { fontStyle: 'italic' } },
      }}
      sx={{ width: 300 }}
    />
  );
}
