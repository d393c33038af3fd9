import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function CommittedSlider() {
  const [live, setLive] = React.useState(50);
  const [saved, setSaved] = React.useState(50);
  return (
    <Box sx={{ width: 300 }}>
      <Typography id="brightness-label" level="title-sm" gutterBottom>
        Screen brightness
      </Typography>
      <Slider
        aria-labelledby="brightness-label"
        value={live}
        // onChange fires on every move; onChangeCommitted once, on release (or per key press).
        onChange={(_event, value) => setLive(value as number)}
        onChangeCommitted={(_event, value) => setSaved(value as number)}
      />
      <Typography level="body-sm">While dragging: {live}%</Typography>
      <Typography level="body-sm">Saved on release: {saved}%</Typography>
    </Box>
  );
}
