import Box from '@mui/material/Box';

const tiles = [
  { title: 'Sales this month', sx: { gridColumn: 'span 2', gridRow: 'span 2' } },
  { title: 'New customers', sx: {} },
  { title: 'Open tickets', sx: {} },
  { title: 'Top products', sx: { gridColumn: 'span 3' } },
];

// gridColumn and gridRow make a tile span several tracks.
export default function GridSpan() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gridAutoRows: 72, gap: 1, width: 1 }}>
      {tiles.map((tile) => (
        <Box key={tile.title} sx={{ ...tile.sx, p: 1.5, bgcolor: 'action.selected', borderRadius: 1, typography: 'body2' }}>
          {tile.title}
          <Box component="code" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
            {Object.entries(tile.sx)
              .map(([key, value]) => `${key}: ${value}`)
              .join(', ')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
