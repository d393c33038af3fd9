import * as React from 'react';
import { createTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TonalOffset() {
  const [offset, setOffset] = React.useState(0.2);
  // createTheme derives light, dark and contrastText from main and the offset.
  const { primary } = createTheme({ palette: { tonalOffset: offset, primary: { main: '#5e35b1' } } }).palette;
  const shades = [
    { name: 'light', color: primary.light },
    { name: 'main', color: primary.main },
    { name: 'dark', color: primary.dark },
  ];
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Typography id="tonal-offset-label" variant="body2">
        tonalOffset: {offset}
      </Typography>
      <Slider aria-labelledby="tonal-offset-label" value={offset} min={0} max={0.5} step={0.05} marks onChange={(_, value) => setOffset(value as number)} />
      <Stack direction="row" spacing={1}>
        {shades.map((shade) => (
          <Box key={shade.name} sx={{ flex: 1, p: 1.5, borderRadius: 1, bgcolor: shade.color, color: primary.contrastText }}>
            <Typography variant="subtitle2" component="p">{shade.name}</Typography>
            <Typography variant="caption">{shade.color}</Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
