import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function DisableShrink() {
  return (
    <Stack direction="row" spacing={4}>
      <CircularProgress aria-label="Loading with the default animation" />
      {/* Only rotates: still looks right when the main thread is too busy to animate the stroke. */}
      <CircularProgress disableShrink aria-label="Loading without the shrink animation" />
    </Stack>
  );
}
