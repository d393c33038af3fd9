import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FluidContainer() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', py: 3 }}>
      <Container maxWidth="sm" sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Field notes · March 12
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Planting a balcony herb garden
        </Typography>
        <Typography variant="body1">
          Basil, thyme and chives grow well in deep pots on a sunny balcony. Water them in the
          morning, pinch off flower buds to keep the leaves coming, and bring the basil inside
          before the first cold night.
        </Typography>
      </Container>
    </Box>
  );
}
