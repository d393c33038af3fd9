import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* Grows with its content between 2 and 6 lines, then scrolls. */}
      <TextField
        id="multiline-growing"
        label="Comment"
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Grows as you type"
      />
      {/* Always exactly 4 lines tall. */}
      <TextField
        id="multiline-fixed"
        label="Delivery notes"
        multiline
        rows={4}
        defaultValue="Leave the parcel with the neighbour at number 12."
      />
    </Stack>
  );
}
