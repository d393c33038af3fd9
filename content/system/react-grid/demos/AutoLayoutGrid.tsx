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

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {/* "grow" items share the space that is left; "auto" items are as wide as their content. */}
      <Grid size="auto">
        <Item>auto: Search</Item>
      </Grid>
      <Grid size="grow">
        <Item>grow</Item>
      </Grid>
      <Grid size={3}>
        <Item>size=3</Item>
      </Grid>
      <Grid size="grow">
        <Item>grow</Item>
      </Grid>
    </Grid>
  );
}
