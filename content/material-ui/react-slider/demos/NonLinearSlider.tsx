import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider moves in even steps from 0 to 10; `scale` turns each step into 2^step megabytes.
const scale = (value: number) => 2 ** value;

function formatSize(megabytes: number) {
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

export default function NonLinearSlider() {
  const [exponent, setExponent] = React.useState(6);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {formatSize(scale(exponent))}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={exponent}
        onChange={(event, value) => setExponent(value as number)}
        min={0}
        max={10}
        step={1}
        scale={scale}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
    </Box>
  );
}
