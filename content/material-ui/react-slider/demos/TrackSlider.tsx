import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

export default function TrackSlider() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Typography id="track-false-label" gutterBottom>
        No track: stereo balance, a position rather than an amount
      </Typography>
      <Slider track={false} aria-labelledby="track-false-label" defaultValue={40} marks={marks} />
      <Typography id="track-inverted-label" gutterBottom sx={{ mt: 2 }}>
        Inverted track: storage left free
      </Typography>
      <Slider track="inverted" aria-labelledby="track-inverted-label" defaultValue={70} marks={marks} />
    </Box>
  );
}
