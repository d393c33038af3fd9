import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Region({ title, height }: { title: string; height: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
    </Paper>
  );
}

export default function FullWidthGrid() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Region title="Header: the store's name and search" height={48} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <Region title="Categories" height={120} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 6 }}>
          <Region title="Product list" height={120} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Region title="Cart" height={64} />
        </Grid>
      </Grid>
    </Box>
  );
}
