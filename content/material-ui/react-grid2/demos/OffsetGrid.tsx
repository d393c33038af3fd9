import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  // Fill the cell, so items in a row keep one height when a label wraps on a narrow screen.
  height: '100%',
}));

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 6, md: 4 }} offset={{ md: 2 }}>
        <Item>Shipping address</Item>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <Item>Billing address</Item>
      </Grid>
      <Grid size={4} offset={4}>
        <Item>Order summary · offset 4</Item>
      </Grid>
      <Grid size={3} offset="auto">
        <Item>Pay · offset auto</Item>
      </Grid>
    </Grid>
  );
}
