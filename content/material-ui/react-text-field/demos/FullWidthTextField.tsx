import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <TextField fullWidth id="fullwidth-address" label="Street address" defaultValue="221 Baker Street" />
      {/* `margin` adds the vertical space of a form row: "dense" is tighter than "normal". */}
      <TextField fullWidth margin="normal" id="fullwidth-address2" label="Apartment, suite, etc. (optional)" />
      <TextField fullWidth margin="dense" size="small" id="fullwidth-notes" label="Delivery notes" />
    </Box>
  );
}
