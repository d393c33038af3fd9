import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function LabelAlwaysVisible() {
  return (
    <Box sx={{ width: 300, pt: 4 }}>
      <Slider
        aria-label="Tip"
        defaultValue={15}
        min={0}
        max={30}
        step={5}
        marks
        valueLabelDisplay="on"
        // A string or a function: here the label shows a percent sign.
        valueLabelFormat={(value) => `${value}%`}
      />
    </Box>
  );
}
