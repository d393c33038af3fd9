import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function CommittedSlider() {
  const [live, setLive] = React.useState(50);
  const [saved, setSaved] = React.useState(50);
  const [saves, setSaves] = React.useState(0);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="zoom-label" gutterBottom>
        Map zoom
      </Typography>
      <Slider
        aria-labelledby="zoom-label"
        value={live}
        onChange={(event, value) => setLive(value as number)}
        // Runs once on pointer up or per key press: a good moment to save or fetch.
        onChangeCommitted={(event, value) => {
          setSaved(value as number);
          setSaves((count) => count + 1);
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        onChange value: {live} · committed value: {saved} · commits: {saves}
      </Typography>
    </Box>
  );
}
