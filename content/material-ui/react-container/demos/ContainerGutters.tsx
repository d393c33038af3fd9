import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

function Banner({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', p: 1 }}>
      {text}
    </Typography>
  );
}

export default function ContainerGutters() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        <Container maxWidth="sm">
          <Banner text="Default gutters: 16 px, 24 px from the sm breakpoint" />
        </Container>
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        <Container maxWidth="sm" disableGutters>
          <Banner text="disableGutters: the content touches the container's edges" />
        </Container>
      </Box>
    </Box>
  );
}
