import Box from '@mui/system/Box';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Revenue', value: '€92k' },
  { label: 'Refunds', value: '12' },
];

export default function ResponsiveBox() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // One column on phones, three from the `sm` breakpoint (600px) up.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ p: 2, border: 1, borderColor: 'rgba(128, 128, 128, 0.4)', borderRadius: 2 }}>
          <Box sx={{ fontSize: 14, opacity: 0.7 }}>{stat.label}</Box>
          {/* The array form applies values from the smallest breakpoint upwards. */}
          <Box sx={{ fontWeight: 700, fontSize: [20, 24, 28] }}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
