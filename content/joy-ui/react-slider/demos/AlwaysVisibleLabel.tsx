import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatMinutes(minutes: number) {
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function AlwaysVisibleLabel() {
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="timer-label" level="title-sm" sx={{ mb: 5 }}>
        Sleep timer
      </Typography>
      {/* valueLabelDisplay="on" keeps the label above the thumb at all times. */}
      <Slider
        aria-labelledby="timer-label"
        defaultValue={45}
        min={15}
        max={120}
        step={15}
        valueLabelDisplay="on"
        valueLabelFormat={formatMinutes}
        getAriaValueText={formatMinutes}
      />
    </Box>
  );
}
