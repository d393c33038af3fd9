import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const thumbNames = ['Minimum price', 'Maximum price'];

export default function RangeSlider() {
  // An array value gives one thumb per entry.
  const [range, setRange] = React.useState<number[]>([40, 120]);
  return (
    <Box sx={{ width: 300 }}>
      <Typography level="title-sm" gutterBottom>
        Price: ${range[0]} to ${range[1]}
      </Typography>
      <Slider
        value={range}
        onChange={(_event, newValue) => setRange(newValue as number[])}
        min={0}
        max={200}
        step={5}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `$${value}`}
        // Each thumb is its own slider for assistive technology: name each one.
        getAriaLabel={(index) => thumbNames[index] ?? 'Price'}
        getAriaValueText={(value) => `${value} dollars`}
        disableSwap
      />
    </Box>
  );
}
