import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const bands = [
  { label: '60 Hz', value: 4 },
  { label: '250 Hz', value: 1 },
  { label: '1 kHz', value: -2 },
  { label: '4 kHz', value: 3 },
  { label: '16 kHz', value: 6 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={{ xs: 1.5, sm: 4 }}>
      {bands.map((band) => (
        // A vertical slider takes its height from its container: each column is 200px tall.
        <Stack key={band.label} spacing={1} sx={{ height: 200, alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            defaultValue={band.value}
            min={-12}
            max={12}
            // An unlabelled mark shows where 0 dB (no change) sits.
            marks={[{ value: 0 }]}
            valueLabelDisplay="auto"
            aria-label={`Gain at ${band.label}`}
            getAriaValueText={(value) => `${value} decibels`}
          />
          <Typography level="body-xs" sx={{ whiteSpace: 'nowrap' }}>
            {band.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
