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

export default function ColumnsLegacyGrid() {
  return (
    <Grid container spacing={2} columns={10}>
      <Grid item xs={3}>
        <Item>Monday · 3 of 10</Item>
      </Grid>
      <Grid item xs={7}>
        <Item>Tuesday to Friday · 7 of 10</Item>
      </Grid>
    </Grid>
  );
}
