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

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function RowColumnSpacing() {
  return (
    // 32px between rows, 8px between columns.
    <Grid container rowSpacing={4} columnSpacing={1} sx={{ width: '100%' }}>
      {weekdays.map((day) => (
        <Grid key={day} size={4}>
          <Item>{day}</Item>
        </Grid>
      ))}
    </Grid>
  );
}
