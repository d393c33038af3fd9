import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$9' },
  { name: 'Team', price: '$29' },
  { name: 'Business', price: '$79' },
  { name: 'Enterprise', price: 'Custom' },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {plans.map((plan) => (
        // Full width on phones, two per row from sm, four per row from md.
        <Grid key={plan.name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="p">{plan.name}</Typography>
            <Typography variant="h5" component="p">{plan.price}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
