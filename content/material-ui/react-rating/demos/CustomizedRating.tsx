import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Filled and hovered icons get their own colors; the active icon grows more than the default 1.2.
const PlumRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: '#8e24aa' },
  '& .MuiRating-iconHover': { color: '#6a1b9a' },
  '& .MuiRating-iconEmpty': { color: theme.palette.mode === 'dark' ? '#6d5a73' : '#d1c4d9' },
  '& .MuiRating-iconActive': { transform: 'scale(1.35)' },
}));

export default function CustomizedRating() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id="wine-rating-label">Rate this wine out of ten</Typography>
      <PlumRating role="radiogroup" aria-labelledby="wine-rating-label" name="wine-rating" defaultValue={7} max={10} />
    </Stack>
  );
}
