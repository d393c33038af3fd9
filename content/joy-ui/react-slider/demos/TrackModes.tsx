import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }));

export default function TrackModes() {
  return (
    <Box sx={{ width: 300, px: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <Typography id="track-false" level="title-sm">No track (track=false)</Typography>
        <Slider aria-labelledby="track-false" track={false} defaultValue={30} marks={marks} />
      </div>
      <div>
        <Typography id="track-inverted" level="title-sm">Inverted track: disk space left</Typography>
        <Slider aria-labelledby="track-inverted" track="inverted" defaultValue={70} marks={marks} color="warning" />
      </div>
    </Box>
  );
}
