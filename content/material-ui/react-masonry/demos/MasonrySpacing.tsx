import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Shades dark enough for the white names on them (4.5:1 or more).
const swatches = [
  { name: 'Terracotta', color: '#b04a34', height: 120 },
  { name: 'Sage', color: '#66743f', height: 80 },
  { name: 'Ochre', color: '#a65e16', height: 150 },
  { name: 'Slate', color: '#5a6a7a', height: 100 },
  { name: 'Plum', color: '#6b3e75', height: 90 },
  { name: 'Teal', color: '#2a7f7f', height: 130 },
  { name: 'Sand', color: '#866d47', height: 70 },
  { name: 'Navy', color: '#24355e', height: 110 },
];

export default function MasonrySpacing() {
  const [spacing, setSpacing] = React.useState(2);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2" gutterBottom>
        Spacing: {spacing} ({spacing * 8}px)
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={spacing}
        onChange={(_event, value) => setSpacing(value as number)}
        min={0}
        max={4}
        step={0.5}
        marks
        sx={{ maxWidth: 280, mb: 2 }}
      />
      <Masonry columns={4} spacing={spacing}>
        {swatches.map((swatch) => (
          <Paper
            key={swatch.name}
            elevation={0}
            sx={{ height: swatch.height, p: 1, bgcolor: swatch.color, color: '#fff', overflowWrap: 'anywhere' }}
          >
            {swatch.name}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
