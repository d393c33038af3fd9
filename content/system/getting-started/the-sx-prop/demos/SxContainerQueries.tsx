import Box from '@mui/system/Box';

function ProductCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        // `@` keys are container queries: they follow the card's container, not the viewport.
        flexDirection: { '@': 'column', '@350': 'row' },
        gap: 2,
        p: 2,
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 2,
      }}
    >
      <Box
        role="img"
        aria-label="Cover of The Hobbit"
        sx={{
          flexShrink: 0,
          width: { '@': 1, '@350': 96 },
          height: 96,
          borderRadius: 1,
          bgcolor: '#166534',
        }}
      />
      <div>
        <Box sx={{ fontWeight: 'bold' }}>The Hobbit</Box>
        <Box sx={{ fontSize: 14, opacity: 0.7 }}>J. R. R. Tolkien · $12.99</Box>
      </div>
    </Box>
  );
}

export default function SxContainerQueries() {
  return (
    <Box
      sx={{
        display: 'grid',
        width: 1,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
        gap: 2,
      }}
    >
      {/* Both cards are the same component; only their containers differ in width. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <ProductCard />
      </Box>
      <Box sx={{ containerType: 'inline-size' }}>
        <ProductCard />
      </Box>
    </Box>
  );
}
