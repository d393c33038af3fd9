import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1}>
      {/* component="a" renders a real link; clickable gives it the hover and press styles. */}
      <Chip label="#typescript" component="a" href="#link-chips" clickable />
      <Chip label="#accessibility" component="a" href="#link-chips" variant="outlined" clickable />
    </Stack>
  );
}
