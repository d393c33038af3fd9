import Box from '@mui/material/Box';

const metrics = [
  { label: 'Visitors', value: '18,402' },
  { label: 'Sign-ups', value: '1,120' },
  { label: 'Conversion', value: '6.1%' },
  { label: 'Churn', value: '1.4%' },
  { label: 'Revenue', value: '$92k' },
  { label: 'Tickets', value: '37' },
];

// Three equal columns with a gap of 2 spacing units (16px by default).
export default function GridColumns() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, width: 1 }}>
      {metrics.map((metric) => (
        <Box key={metric.label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{metric.label}</Box>
          <Box sx={{ typography: 'h6' }}>{metric.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
