import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function FixedContainer() {
  return (
    <Box sx={{ minHeight: '100vh', py: 2, fontFamily: 'system-ui, sans-serif' }}>
      {/* The max width jumps to 600px, 900px and 1200px as each breakpoint is reached; the default maxWidth, lg, stops it at 1200px. */}
      <Container fixed sx={{ py: 2, bgcolor: 'rgba(156, 39, 176, 0.12)' }}>
        <Box component="h1" sx={{ fontSize: 20, mt: 0 }}>
          Quarterly report
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          With <code>fixed</code>, this column keeps the same width between two breakpoints, so the layout
          inside it only changes at those widths.
        </Box>
      </Container>
    </Box>
  );
}
