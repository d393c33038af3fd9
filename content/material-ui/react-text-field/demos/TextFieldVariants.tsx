import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* Explicit ids keep server and client markup identical. */}
      <TextField id="variants-outlined" label="Outlined" variant="outlined" />
      <TextField id="variants-filled" label="Filled" variant="filled" />
      <TextField id="variants-standard" label="Standard" variant="standard" />
    </Stack>
  );
}
