import Stack from '@mui/material/Stack';
import Rating from '@mui/material/Rating';

export default function HalfRating() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Rating role="radiogroup" name="half-rating" aria-label="Rate in half stars" defaultValue={3.5} precision={0.5} />
      <Rating role="radiogroup" name="quarter-rating" aria-label="Rate in quarter stars" defaultValue={2.75} precision={0.25} />
    </Stack>
  );
}
