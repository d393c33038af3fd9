import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState(30);

  // The second argument is a number for a single thumb and an array for a range.
  const handleChange = (event: Event, newValue: number | number[]) => {
    setVolume(newValue as number);
  };

  return (
    <Box sx={{ width: 260 }}>
      <Stack spacing={2} direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <VolumeDown aria-hidden />
        <Slider aria-label="Volume" value={volume} onChange={handleChange} />
        <VolumeUp aria-hidden />
      </Stack>
      <Slider disabled defaultValue={30} aria-label="Balance (disabled)" />
    </Box>
  );
}
