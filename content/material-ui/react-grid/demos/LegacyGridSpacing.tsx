import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1.5),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

const rooms = ['Kitchen', 'Living room', 'Bedroom', 'Bathroom'];

export default function LegacyGridSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 3 }}>
      {rooms.map((room) => (
        <Grid key={room} item xs={6}>
          <Item>{room}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
