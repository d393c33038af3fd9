import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  height: '100%',
}));

export default function AutoGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size="grow">
        <Item>Filters · grow</Item>
      </Grid>
      <Grid size={6}>
        <Item>Results · size 6</Item>
      </Grid>
      <Grid size="grow">
        <Item>Saved · grow</Item>
      </Grid>
    </Grid>
  );
}
