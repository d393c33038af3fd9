import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {/* Centered on wide screens: 3 empty columns on each side from md up. */}
      <Grid xs={12} md={6} mdOffset={3}>
        <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>Sign-in form</Sheet>
      </Grid>
      <Grid xs={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>Logo</Sheet>
      </Grid>
      {/* "auto" pushes the item to the end of the row. */}
      <Grid xs={4} xsOffset="auto">
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>Help</Sheet>
      </Grid>
    </Grid>
  );
}
