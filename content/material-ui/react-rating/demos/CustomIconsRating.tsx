import Stack from '@mui/material/Stack';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';

export default function CustomIconsRating() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <div>
        <Typography id="hearts-label">How much did you enjoy the concert?</Typography>
        {/* `fontSize="inherit"` lets the icons follow the size of the Rating. */}
        <Rating
          role="radiogroup"
          name="hearts"
          aria-labelledby="hearts-label"
          defaultValue={4}
          getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
          icon={<Favorite fontSize="inherit" />}
          emptyIcon={<FavoriteBorder fontSize="inherit" />}
          sx={{ color: 'error.main' }}
        />
      </div>
      <div>
        <Typography id="spice-label">Spice level</Typography>
        <Rating
          role="radiogroup"
          name="spice"
          aria-labelledby="spice-label"
          defaultValue={2}
          max={3}
          getLabelText={(value) => ['Mild', 'Medium', 'Hot'][value - 1] ?? 'No spice'}
          icon={<LocalFireDepartment fontSize="inherit" />}
          emptyIcon={<LocalFireDepartment fontSize="inherit" />}
          sx={{ color: 'warning.main' }}
        />
      </div>
    </Stack>
  );
}
