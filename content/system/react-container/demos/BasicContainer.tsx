import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function BasicContainer() {
  return (
    <Box sx={{ minHeight: '100vh', py: 3, fontFamily: 'system-ui, sans-serif' }}>
      {/* Fluid up to the `sm` breakpoint (600px), then centered at that width. */}
      <Container maxWidth="sm" sx={{ py: 2, bgcolor: 'rgba(25, 118, 210, 0.1)' }}>
        <Box component="h1" sx={{ fontSize: 24, mt: 0 }}>
          Planting a balcony herb garden
        </Box>
        <Box component="p" sx={{ lineHeight: 1.6, mb: 0 }}>
          Basil, thyme and chives grow well in deep pots on a sunny balcony. Water them in the morning, pinch off
          flower buds to keep the leaves coming, and bring the basil inside before the first cold night.
        </Box>
      </Container>
    </Box>
  );
}
