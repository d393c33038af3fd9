import Grid from '@mui/material/Grid';
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

export default function BasicLegacyGrid() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={8}>
        <Item>Flight details · xs 8</Item>
      </Grid>
      <Grid item xs={4}>
        <Item>Seat · xs 4</Item>
      </Grid>
      <Grid item xs={4}>
        <Item>Baggage · xs 4</Item>
      </Grid>
      <Grid item xs={8}>
        <Item>Passengers · xs 8</Item>
      </Grid>
    </Grid>
  );
}
