import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const bands = [
  { label: 'Bass', value: 6 },
  { label: 'Low mids', value: 2 },
  { label: 'High mids', value: -3 },
  { label: 'Treble', value: 4 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={3}>
      {bands.map((band) => (
        <Stack key={band.label} spacing={1} sx={{ alignItems: 'center', width: 64 }}>
          {/* A vertical slider takes the height of its container: give the box a fixed one. */}
          <Box sx={{ height: 180, py: 1 }}>
            <Slider
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
          </Box>
          <Typography variant="caption" aria-hidden sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {band.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
