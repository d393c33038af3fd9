import Grid from '@mui/system/Grid';
import { styled } from '@mui/system';

const Item = styled('div')({
  padding: '8px 0',
  fontSize: 13,
  overflowWrap: 'anywhere',
  borderRadius: 4,
  textAlign: 'center',
  border: '1px solid rgba(25, 118, 210, 0.5)',
  backgroundColor: 'rgba(25, 118, 210, 0.1)',
  fontFamily: 'system-ui, sans-serif',
});

const hours = ['09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20'];

export default function ColumnsGrid() {
  return (
    // 24 columns, one per half hour: a meeting of 90 minutes is size={3}.
    <Grid container columns={24} spacing={0.5} sx={{ width: '100%' }}>
      {hours.map((hour) => (
        <Grid key={hour} size={2}>
          <Item>{hour}</Item>
        </Grid>
      ))}
      <Grid size={3} offset={2}>
        <Item>Sync</Item>
      </Grid>
      <Grid size={6} offset={5}>
        <Item>Design review</Item>
      </Grid>
    </Grid>
  );
}
