import * as React from 'react';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SliderWithInput() {
  const [value, setValue] = React.useState(24);
  const clamp = (n: number) => Math.min(64, Math.max(8, n));
  return (
    <div>
      <Typography id="font-size-label" level="title-sm" gutterBottom>
        Heading size (px)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 340 }}>
        <Slider
          aria-labelledby="font-size-label"
          value={value}
          min={8}
          max={64}
          onChange={(_event, newValue) => setValue(newValue as number)}
        />
        {/* The input allows exact values; it is clamped to the slider's range when it loses focus. */}
        <Input
          type="number"
          value={value}
          onChange={(event) => setValue(Number(event.target.value))}
          onBlur={() => setValue(clamp(value))}
          slotProps={{ input: { min: 8, max: 64, 'aria-labelledby': 'font-size-label' } }}
          sx={{ width: 88, flexShrink: 0 }}
        />
      </Stack>
    </div>
  );
}
