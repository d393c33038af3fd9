import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';

const bands = [
  { label: 'Bass', value: 6 },
  { label: 'Low mids', value: 2 },
  { label: 'High mids', value: -3 },
  { label: 'Treble', value: 4 },
];

export default function VerticalSlider() {
  return (
    // A vertical slider fills the height of its container, so give the container one.
    <Stack direction="row" spacing={4} sx={{ height: 200, py: 1 }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={`${band.label} gain`}
          defaultValue={band.value}
          min={-12}
          max={12}
          marks={[{ value: 0 }]}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value > 0 ? '+' : ''}${value} dB`}
          getAriaValueText={(value) => `${value} decibels`}
        />
      ))}
    </Stack>
  );
}
