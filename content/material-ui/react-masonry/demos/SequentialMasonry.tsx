import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const steps = [
  { label: 'Preheat the oven', height: 150 },
  { label: 'Whisk the eggs', height: 60 },
  { label: 'Melt the butter', height: 60 },
  { label: 'Fold in the flour', height: 60 },
  { label: 'Add the berries', height: 100 },
  { label: 'Pour into the tin', height: 80 },
  { label: 'Bake for 35 minutes', height: 70 },
  { label: 'Cool on a rack', height: 90 },
];

export default function SequentialMasonry() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sequential} onChange={(event) => setSequential(event.target.checked)} />}
        label="sequential"
        sx={{ mb: 1 }}
      />
      <Masonry columns={3} spacing={1} sequential={sequential}>
        {steps.map((step, index) => (
          <Paper key={step.label} variant="outlined" sx={{ height: step.height, p: 1 }}>
            <strong>{index + 1}.</strong> {step.label}
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
