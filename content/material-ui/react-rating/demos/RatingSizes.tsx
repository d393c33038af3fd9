import Stack from '@mui/material/Stack';
import Rating from '@mui/material/Rating';

export default function RatingSizes() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Rating role="radiogroup" name="size-small" aria-label="Small rating" defaultValue={2} size="small" />
      <Rating role="radiogroup" name="size-medium" aria-label="Medium rating" defaultValue={2} />
      <Rating role="radiogroup" name="size-large" aria-label="Large rating" defaultValue={2} size="large" />
    </Stack>
  );
}
