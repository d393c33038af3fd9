import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridColumns() {
  return (
    // 10 columns: each item below is a fifth of the row.
    <Grid container spacing={1} columns={10} sx={{ flexGrow: 1 }}>
      {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => (
        <Grid key={day} xs={2}>
          <Sheet variant="outlined" sx={{ p: 1.5, textAlign: 'center', borderRadius: 'sm' }}>
            {day}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
