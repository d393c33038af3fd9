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

export default function VariableWidthGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size="auto">
        <Item>Inbox</Item>
      </Grid>
      <Grid size={6}>
        <Item>Preview · size 6</Item>
      </Grid>
      <Grid size="grow">
        <Item>Details · grow</Item>
      </Grid>
    </Grid>
  );
}
