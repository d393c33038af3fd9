import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* By default the label sits inside the empty field and the placeholder only shows on focus. */}
      <TextField id="shrink-default" label="Website" placeholder="https://example.com" />
      {/* `shrink` keeps the label above the field, so the placeholder is always visible. */}
      <TextField
        id="shrink-forced"
        label="Website"
        placeholder="https://example.com"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
