import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// One label per breakpoint, shown with CSS only: no JavaScript measures the window.
const labels = [
  { text: 'xs: below 600 px, the container fills the width', display: { xs: 'block', sm: 'none' } },
  { text: 'sm: from 600 px, max-width 600 px', display: { xs: 'none', sm: 'block', md: 'none' } },
  { text: 'md: from 900 px, max-width 900 px', display: { xs: 'none', md: 'block', lg: 'none' } },
  { text: 'lg: from 1200 px, max-width 1200 px', display: { xs: 'none', lg: 'block', xl: 'none' } },
  { text: 'xl: from 1536 px, max-width 1536 px', display: { xs: 'none', xl: 'block' } },
];

export default function FixedContainer() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', py: 3 }}>
      <Container fixed sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Typography variant="h6" component="h1">
          Quarterly report
        </Typography>
        {labels.map(({ text, display }) => (
          <Typography key={text} variant="body2" color="text.secondary" sx={{ display }}>
            {text}
          </Typography>
        ))}
      </Container>
    </Box>
  );
}
