import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Returns', value: '37' },
  { label: 'Revenue', value: '$48,210' },
];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={3}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 3, py: 2 }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="caption" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography variant="h6" component="p">{stat.value}</Typography>
        </div>
      ))}
    </Stack>
  );
}
