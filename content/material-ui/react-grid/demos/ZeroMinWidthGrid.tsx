import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Hi team, the quarterly planning meeting moves to Thursday at 10:00 in the large conference room on the third floor.';

export default function ZeroMinWidthGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, width: '100%' }}>
      <Grid container spacing={2} sx={{ flexWrap: 'nowrap' }}>
        <Grid item>
          <Avatar>NB</Avatar>
        </Grid>
        {/* zeroMinWidth lets the item shrink below its text's width, so noWrap can truncate. */}
        <Grid item xs zeroMinWidth>
          <Typography noWrap>{message}</Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}
