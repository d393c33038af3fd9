import Box from '@mui/system/Box';

function ProductCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        // A column by default; a row once the nearest container is at least 400px wide.
        flexDirection: { '@': 'column', '@400': 'row' },
        gap: 1.5,
        p: 1.5,
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: '0 0 96px', height: 96, borderRadius: 1, bgcolor: '#c8553d' }} role="img" aria-label="Terracotta plant pot" />
      <div>
        <Box component="strong">Terracotta pot, 18 cm</Box>
        <Box sx={{ fontSize: 14, opacity: 0.75 }}>Handmade in Portugal. Drainage hole and saucer included.</Box>
      </div>
    </Box>
  );
}

export default function ContainerQueries() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%', fontFamily: 'system-ui, sans-serif' }}>
      {/* `containerType` makes each wrapper a query container for the card inside. */}
      <Box sx={{ containerType: 'inline-size', width: 200 }}>
        <ProductCard />
      </Box>
      <Box sx={{ containerType: 'inline-size', flex: '1 1 400px' }}>
        <ProductCard />
      </Box>
    </Box>
  );
}
