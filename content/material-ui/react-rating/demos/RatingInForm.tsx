import * as React from 'react';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingInForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The stars are radio inputs named "recipe-rating", so FormData reads the chosen one.
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('recipe-rating') || 'nothing'));
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id="recipe-rating-label">Rate the lemon tart recipe</Typography>
      <Rating role="radiogroup" aria-labelledby="recipe-rating-label" name="recipe-rating" defaultValue={4} />
      <Button type="submit" variant="outlined" size="small">
        Send rating
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {submitted === null ? '' : `The form sent recipe-rating = ${submitted}`}
      </Typography>
    </Stack>
  );
}
