import Box from '@mui/material/Box';

const photos = [
  { title: 'Harbor', wide: true },
  { title: 'Bridge', wide: true },
  { title: 'Market' },
  { title: 'Garden' },
  { title: 'Station' },
  { title: 'Museum' },
];

// Bridge does not fit beside Harbor; with 'row dense', Market (later in the markup) fills that hole.
// gridAutoRows sizes the rows the grid creates.
export default function GridAutoFlow() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoRows: 64, gridAutoFlow: 'row dense', gap: 1, width: 1 }}>
      {photos.map((photo) => (
        <Box
          key={photo.title}
          sx={{ gridColumn: photo.wide ? 'span 2' : undefined, bgcolor: photo.wide ? 'secondary.main' : 'primary.main', color: photo.wide ? 'secondary.contrastText' : 'primary.contrastText', borderRadius: 1, p: 1, typography: 'body2' }}
        >
          {photo.title}
        </Box>
      ))}
    </Box>
  );
}
