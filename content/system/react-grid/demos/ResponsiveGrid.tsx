import Grid from '@mui/system/Grid';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: 8,
  borderRadius: 4,
  textAlign: 'center',
  border: '1px solid rgba(25, 118, 210, 0.5)',
  backgroundColor: 'rgba(25, 118, 210, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

const plans = ['Starter', 'Team', 'Business', 'Enterprise'];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} sx={{ width: '100%' }}>
      {plans.map((plan) => (
        // Full width on phones, two per row from sm (600px), four from md (900px).
        <Grid key={plan} size={{ xs: 12, sm: 6, md: 3 }}>
          <Item>{plan}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
