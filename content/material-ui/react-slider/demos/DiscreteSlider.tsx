import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      {/* `marks` shows a dot at every step; the value label appears while the thumb is active. */}
      <Slider
        aria-label="Team size"
        defaultValue={4}
        step={1}
        min={2}
        max={12}
        marks
        valueLabelDisplay="auto"
      />
      {/* Steps need not be whole numbers. */}
      <Slider aria-label="Line height" defaultValue={1.5} step={0.1} min={1} max={2} valueLabelDisplay="auto" />
    </Box>
  );
}
