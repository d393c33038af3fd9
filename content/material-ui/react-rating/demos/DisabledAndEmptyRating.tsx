import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function DisabledAndEmptyRating() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <div>
        <Typography id="disabled-rating-label">Rate your driver (available after the trip)</Typography>
        <Rating role="radiogroup" aria-labelledby="disabled-rating-label" name="disabled-rating" value={3} disabled />
      </div>
      <div>
        <Typography id="no-rating-label">Rate this podcast episode</Typography>
        {/* With no value (the default is null), every star is empty. */}
        <Rating role="radiogroup" aria-labelledby="no-rating-label" name="no-rating" />
      </div>
    </Box>
  );
}
