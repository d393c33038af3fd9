import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* `focused` shows the focus color without focusing the field, so all three are visible at once. */}
      <TextField id="color-secondary" label="Secondary" color="secondary" focused />
      <TextField id="color-success" label="Success" variant="filled" color="success" focused />
      <TextField id="color-warning" label="Warning" variant="standard" color="warning" focused />
    </Stack>
  );
}
