import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Orders', value: '1,248' },
  { label: 'Revenue', value: '$84,310' },
  { label: 'Refunds', value: '12' },
  { label: 'New customers', value: '317' },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {metrics.map((metric) => (
        // 1 column on phones, 2 from sm, 4 from md.
        <Grid key={metric.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {metric.label}
            </Typography>
            <Typography variant="h5" component="p">
              {metric.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
