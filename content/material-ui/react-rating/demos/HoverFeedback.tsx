import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';

const labels: Record<number, string> = {
  0.5: 'Inedible',
  1: 'Inedible+',
  1.5: 'Poor',
  2: 'Poor+',
  2.5: 'Fine',
  3: 'Fine+',
  3.5: 'Good',
  4: 'Good+',
  4.5: 'Excellent',
  5: 'Excellent+',
};

function getLabelText(value: number) {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value]}`;
}

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(2.5);
  // -1 means the pointer or focus is not on a star.
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box sx={{ width: 240, display: 'flex', alignItems: 'center' }}>
      <Rating
        role="radiogroup"
        name="hover-feedback"
        aria-label="Rate the dinner"
        value={value}
        precision={0.5}
        getLabelText={getLabelText}
        onChange={(event, newValue) => setValue(newValue)}
        onChangeActive={(event, newHover) => setHover(newHover)}
      />
      {shown !== null && <Box sx={{ ml: 2 }}>{labels[shown]}</Box>}
    </Box>
  );
}
