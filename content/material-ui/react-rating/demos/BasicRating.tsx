import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Typography id="basic-rating-label">
        Rate "The Left Hand of Darkness"
      </Typography>
      <Rating
        role="radiogroup"
        name="basic-rating"
        aria-labelledby="basic-rating-label"
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value === null ? 'Not rated yet' : `Your rating: ${value} of 5`}
      </Typography>
    </Box>
  );
}
