import Box from '@mui/system/Box';

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Books in stock', value: '2,406' },
  { label: 'Returns', value: '3' },
];

export default function ResponsiveValues() {
  return (
    <Box
      sx={{
        display: 'grid',
        width: 1,
        // Object syntax: one column by default, three from the `sm` breakpoint (600px) up.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'rgba(128, 128, 128, 0.4)',
            borderRadius: 2,
            // Array syntax: entries apply from xs, sm, md… in order.
            textAlign: ['left', 'center'],
          }}
        >
          <Box sx={{ fontSize: 14, color: 'gray' }}>{stat.label}</Box>
          <Box sx={{ fontSize: [24, 28, 32], fontWeight: 700 }}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
