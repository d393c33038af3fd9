import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SquarePaper() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 2, width: '100%' }}>
      <Paper sx={{ p: 2, flex: 1 }}>
        <Typography variant="body2">Rounded corners (default)</Typography>
      </Paper>
      <Paper square sx={{ p: 2, flex: 1 }}>
        <Typography variant="body2">square: no border radius</Typography>
      </Paper>
      <Paper square variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="body2">square and outlined</Typography>
      </Paper>
    </Stack>
  );
}
