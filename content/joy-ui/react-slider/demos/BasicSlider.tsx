import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function BasicSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="volume-label" level="title-sm" gutterBottom>
        Volume
      </Typography>
      {/* The visible heading names the slider's thumb through aria-labelledby. */}
      <Slider aria-labelledby="volume-label" defaultValue={40} />
    </Box>
  );
}
