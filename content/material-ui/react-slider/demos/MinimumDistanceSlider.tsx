import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minDistance = 2;

function formatHour(value: number) {
  return `${String(value).padStart(2, '0')}:00`;
}

export default function MinimumDistanceSlider() {
  const [pushed, setPushed] = React.useState<number[]>([9, 17]);
  const [blocked, setBlocked] = React.useState<number[]>([13, 15]);

  // Moving one thumb too close pushes the other along, within the track.
  const handlePushed = (event: Event, newValue: number | number[], activeThumb: number) => {
    const [start, end] = newValue as [number, number];
    if (end - start >= minDistance) {
      setPushed([start, end]);
    } else if (activeThumb === 0) {
      const clamped = Math.min(start, 24 - minDistance);
      setPushed([clamped, clamped + minDistance]);
    } else {
      const clamped = Math.max(end, minDistance);
      setPushed([clamped - minDistance, clamped]);
    }
  };

  // Moving one thumb too close stops it at the minimum distance.
  const handleBlocked = (event: Event, newValue: number | number[], activeThumb: number) => {
    const [start, end] = newValue as [number, number];
    setBlocked(
      activeThumb === 0
        ? [Math.min(start, blocked[1]! - minDistance), blocked[1]!]
        : [blocked[0]!, Math.max(end, blocked[0]! + minDistance)],
    );
  };

  const common = { min: 0, max: 24, valueLabelDisplay: 'auto', valueLabelFormat: formatHour, disableSwap: true } as const;

  return (
    <Box sx={{ width: 300 }}>
      <Typography variant="body2">Work shift: the other thumb is pushed</Typography>
      <Slider {...common} getAriaLabel={(i) => (i === 0 ? 'Shift start' : 'Shift end')} value={pushed} onChange={handlePushed} />
      <Typography variant="body2">Quiet hours: the moving thumb stops</Typography>
      <Slider {...common} getAriaLabel={(i) => (i === 0 ? 'Quiet hours start' : 'Quiet hours end')} value={blocked} onChange={handleBlocked} />
    </Box>
  );
}
