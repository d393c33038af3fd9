import Box from '@mui/material/Box';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Revenue', value: '$48.2k' },
  { label: 'Refunds', value: '12' },
];

// Stacked with top borders on phones; side by side with left borders from the sm breakpoint.
// Responsive values sit in media queries, after plain keys: a responsive `borderTop: 1` would reset the
// color set by `borderColor`, so the widths change here and the style and color stay put.
export default function ResponsiveBorder() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, border: 1, borderColor: 'divider', borderRadius: 2, width: 1 }}>
      {stats.map((stat, index) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: 2,
            borderStyle: 'solid',
            borderColor: 'divider',
            borderWidth: index === 0 ? 0 : { xs: '1px 0 0', sm: '0 0 0 1px' },
          }}
        >
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{stat.label}</Box>
          <Box sx={{ typography: 'h6' }}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
