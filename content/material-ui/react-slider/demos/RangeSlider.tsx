import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const formatPrice = (value: number) => `$${value}`;

export default function RangeSlider() {
  const [price, setPrice] = React.useState<number[]>([40, 120]);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="price-range-label" gutterBottom>
        Price: {formatPrice(price[0]!)} to {formatPrice(price[1]!)}
      </Typography>
      {/* An array value gives one thumb per entry. */}
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={price}
        onChange={(event, newValue) => setPrice(newValue as number[])}
        min={0}
        max={200}
        step={5}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        getAriaValueText={formatPrice}
      />
    </Box>
  );
}
