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

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];

export default function DirectionGrid() {
  return (
    // A column on phones, a row from the sm breakpoint up.
    <Grid container direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%' }}>
      {steps.map((step, index) => (
        <Grid key={step}>
          <Item>
            {index + 1}. {step}
          </Item>
        </Grid>
      ))}
    </Grid>
  );
}
