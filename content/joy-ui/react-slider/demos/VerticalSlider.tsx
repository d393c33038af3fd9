import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const bands = [
  { label: '60 Hz', value: 4 },
  { label: '250 Hz', value: 1 },
  { label: '1 kHz', value: -2 },
  { label: '4 kHz', value: 3 },
  { label: '16 kHz', value: 6 },
];

export default function VerticalSlider() {
  return (
    // A vertical slider takes its height from its container.
    <Stack direction="row" spacing={4} sx={{ height: 200 }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          defaultValue={band.value}
          min={-12}
          max={12}
          marks={[{ value: 0, label: band.label }]}
          valueLabelDisplay="auto"
          aria-label={`Gain at ${band.label}`}
          getAriaValueText={(value) => `${value} decibels`}
        />
      ))}
    </Stack>
  );
}
