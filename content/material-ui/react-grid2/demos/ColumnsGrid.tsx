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

export default function ColumnsGrid() {
  return (
    // 16 columns: size 4 is a quarter, size 8 a half.
    <Grid container spacing={2} columns={16} sx={{ width: '100%' }}>
      <Grid size={4}>
        <Item>Week 1 · 4 of 16</Item>
      </Grid>
      <Grid size={4}>
        <Item>Week 2 · 4 of 16</Item>
      </Grid>
      <Grid size={8}>
        <Item>Weeks 3 and 4 · 8 of 16</Item>
      </Grid>
    </Grid>
  );
}
