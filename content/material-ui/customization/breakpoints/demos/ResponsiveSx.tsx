import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Returns', value: '36' },
  { label: 'Revenue', value: '€48.2k' },
];

export default function ResponsiveSx() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 2,
        // one column on phones, three from md (900px)
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {stats.map((stat) => (
        <Paper key={stat.label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
          <Typography variant="h5" component="p">
            {stat.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
