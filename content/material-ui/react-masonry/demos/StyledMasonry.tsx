import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

// styled() gives every item the same look; Masonry only sets their width and margin.
const Quote = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(2),
  borderLeft: `4px solid ${theme.palette.secondary.main}`,
  ...theme.typography.body2,
  fontStyle: 'italic',
}));

const reviews = [
  'Arrived a day early and fits perfectly.',
  'The stitching came loose after a month, but support sent a replacement within the week. Happy with how they handled it.',
  'Great value.',
  'Warm enough for a Scottish winter, light enough to pack. I wear it almost every day.',
  'Color is a little darker than in the pictures.',
  'Second one I have bought. Still the best rain jacket I have owned.',
];

export default function StyledMasonry() {
  return (
    <Masonry
      columns={{ xs: 1, sm: 3 }}
      spacing={2}
      // sx styles the root; `& > *` reaches every item it lays out.
      sx={{ '& > *': { transition: 'box-shadow 150ms' }, '& > *:hover': { boxShadow: 4 } }}
    >
      {reviews.map((review) => (
        <Quote key={review} elevation={0}>
          “{review}”
        </Quote>
      ))}
    </Masonry>
  );
}
