import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// The slider moves through 1..10; `scale` turns each step into 2^n gigabytes.
const toGigabytes = (step: number) => 2 ** step;

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

export default function NonLinearSlider() {
  const [step, setStep] = React.useState(6);
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="storage-label" level="title-sm" gutterBottom>
        Storage: {formatSize(toGigabytes(step))}
      </Typography>
      <Slider
        aria-labelledby="storage-label"
        value={step}
        min={1}
        max={10}
        scale={toGigabytes}
        onChange={(_event, newValue) => setStep(newValue as number)}
        valueLabelDisplay="auto"
        // Both receive the scaled value.
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
    </Box>
  );
}
