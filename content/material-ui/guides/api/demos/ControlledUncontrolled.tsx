import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledUncontrolled() {
  const id = React.useId();
  // Controlled: the parent owns the value and can change it from outside.
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
      <div>
        <Typography id={`${id}-brightness`} gutterBottom>
          Brightness (uncontrolled)
        </Typography>
        {/* Uncontrolled: the Slider keeps its own state, starting from defaultValue. */}
        <Slider aria-labelledby={`${id}-brightness`} defaultValue={70} valueLabelDisplay="auto" />
      </div>
      <div>
        <Typography id={`${id}-volume`} gutterBottom>
          Volume (controlled): {volume}
        </Typography>
        <Slider
          aria-labelledby={`${id}-volume`}
          value={volume}
          onChange={(event, value) => setVolume(value as number)}
          valueLabelDisplay="auto"
        />
        <Button size="small" onClick={() => setVolume(40)}>
          Reset volume
        </Button>
      </div>
    </Stack>
  );
}
