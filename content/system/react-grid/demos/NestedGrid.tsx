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

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Item>Sidebar</Item>
      </Grid>
      {/* A Grid that is both an item and a container. Its children use the same 12 columns and spacing. */}
      <Grid container size={{ xs: 12, md: 8 }}>
        <Grid size={6}>
          <Item>Revenue</Item>
        </Grid>
        <Grid size={6}>
          <Item>Orders</Item>
        </Grid>
        <Grid size={12}>
          <Item>Chart</Item>
        </Grid>
      </Grid>
    </Grid>
  );
}
