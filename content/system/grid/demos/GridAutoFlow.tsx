import Box from '@mui/material/Box';

const photos = [
  { title: 'Harbor', wide: true },
  { title: 'Market' },
  { title: 'Bridge', wide: true },
  { title: 'Garden' },
  { title: 'Station' },
  { title: 'Museum' },
];

// gridAutoFlow: 'row dense' back-fills the holes that wide items leave; gridAutoRows sizes the implicit rows.
export default function GridAutoFlow() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoRows: 64, gridAutoFlow: 'row dense', gap: 1, width: 1 }}>
      {photos.map((photo) => (
        <Box
          key={photo.title}
          sx={{ gridColumn: photo.wide ? 'span 2' : undefined, bgcolor: photo.wide ? 'secondary.main' : 'primary.main', color: 'common.white', borderRadius: 1, p: 1, typography: 'body2' }}
        >
          {photo.title}
        </Box>
      ))}
    </Box>
  );
}
