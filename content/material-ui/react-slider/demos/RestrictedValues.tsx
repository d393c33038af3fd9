import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Only these font sizes can be chosen: with `step={null}` the marks are the allowed values.
const marks = [12, 14, 16, 20, 24, 32].map((size) => ({ value: size, label: `${size}` }));

export default function RestrictedValues() {
  const [fontSize, setFontSize] = React.useState(16);

  return (
    <Box sx={{ width: 300, px: 1 }}>
      <Typography id="font-size-label" gutterBottom>
        Font size (px)
      </Typography>
      <Slider
        aria-labelledby="font-size-label"
        value={fontSize}
        onChange={(event, value) => setFontSize(value as number)}
        step={null}
        min={12}
        max={32}
        marks={marks}
        valueLabelDisplay="auto"
      />
      <Typography sx={{ fontSize, mt: 1 }}>The quick brown fox</Typography>
    </Box>
  );
}
