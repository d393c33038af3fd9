import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function BasicGrid() {
  return (
    // 12 columns by default: 8 + 4 fill one row, 4 + 8 the next.
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={8}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>xs=8 · Article</Sheet>
      </Grid>
      <Grid xs={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>xs=4 · Sidebar</Sheet>
      </Grid>
      <Grid xs={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>xs=4 · Related</Sheet>
      </Grid>
      <Grid xs={8}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>xs=8 · Comments</Sheet>
      </Grid>
    </Grid>
  );
}
