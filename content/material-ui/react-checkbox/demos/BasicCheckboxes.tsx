import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';

export default function BasicCheckboxes() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {/* Without a visible label, `inputProps` gives each input an accessible name. */}
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Email me a receipt' }} />
      <Checkbox inputProps={{ 'aria-label': 'Subscribe to the newsletter' }} />
      <Checkbox disabled inputProps={{ 'aria-label': 'Gift wrap (unavailable)' }} />
      <Checkbox disabled checked inputProps={{ 'aria-label': 'Accept the terms (already accepted)' }} />
    </Box>
  );
}
