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

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={4}>
        <Item>size=4</Item>
      </Grid>
      {/* Skip four columns before this item. */}
      <Grid size={4} offset={4}>
        <Item>size=4 offset=4</Item>
      </Grid>
      <Grid size={3} offset={{ xs: 0, md: 3 }}>
        <Item>offset 3 from md</Item>
      </Grid>
      {/* "auto" pushes the item to the end of its row. */}
      <Grid size={3} offset="auto">
        <Item>offset auto</Item>
      </Grid>
    </Grid>
  );
}
