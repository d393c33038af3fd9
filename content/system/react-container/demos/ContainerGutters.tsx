import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

const band = { py: 1.5, bgcolor: 'rgba(237, 108, 2, 0.14)', border: '1px dashed rgba(237, 108, 2, 0.6)' };
const text = { bgcolor: 'rgba(128, 128, 128, 0.2)', px: 1 };

export default function ContainerGutters() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', fontFamily: 'system-ui, sans-serif' }}>
      <Container maxWidth="sm" sx={band}>
        <Box sx={text}>Default gutters: 16px, or 24px from the sm breakpoint</Box>
      </Container>
      <Container maxWidth="sm" disableGutters sx={band}>
        <Box sx={text}>disableGutters: the content reaches the edges</Box>
      </Container>
    </Box>
  );
}
