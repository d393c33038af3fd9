import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '318' },
  { label: 'Conversion', value: '2.5%' },
];

export default function ResponsiveStack() {
  return (
    // A column on phones, a row from the `sm` breakpoint (600px) up.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2, md: 3 }}
      sx={{ width: '100%' }}
    >
      {stats.map((stat) => (
        <Sheet key={stat.label} variant="outlined" sx={{ p: 2, borderRadius: 'md', flex: 1 }}>
          <Typography level="body-sm">{stat.label}</Typography>
          <Typography level="h3">{stat.value}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
