import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="guests-label" level="title-sm" gutterBottom>
        Guests
      </Typography>
      {/* marks={true} draws a dot at every step; the value label shows while dragging or focused. */}
      <Slider
        aria-labelledby="guests-label"
        defaultValue={4}
        min={1}
        max={10}
        step={1}
        marks
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
