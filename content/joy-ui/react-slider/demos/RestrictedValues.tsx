import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const speeds = [
  { value: 0.5, label: '0.5×' },
  { value: 1, label: '1×' },
  { value: 1.25, label: '1.25×' },
  { value: 1.5, label: '1.5×' },
  { value: 2, label: '2×' },
];

export default function RestrictedValues() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Typography id="speed-label" level="title-sm" gutterBottom>
        Playback speed
      </Typography>
      {/* step={null}: the thumb can only stop on the marks. */}
      <Slider
        aria-labelledby="speed-label"
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}×`}
        getAriaValueText={(value) => `${value} times`}
      />
    </Box>
  );
}
