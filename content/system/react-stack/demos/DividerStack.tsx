import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const stats = [
  { label: 'Followers', value: '12.4k' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '1,027' },
];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      // One copy of this element goes between each pair of children.
      divider={<Box component="hr" aria-orientation="vertical" sx={{ m: 0, border: 0, borderLeft: '1px solid rgba(128, 128, 128, 0.5)', alignSelf: 'stretch' }} />}
      sx={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center' }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Box sx={{ fontSize: 22, fontWeight: 700 }}>{stat.value}</Box>
          <Box sx={{ fontSize: 13, opacity: 0.7 }}>{stat.label}</Box>
        </div>
      ))}
    </Stack>
  );
}
