import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// On phones the summary sits below the list; from md it floats at the top of its column while the page scrolls.
export default function ResponsivePosition() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-start' }, gap: 2, width: 1 }}>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {['Wireless keyboard', 'USB-C hub', 'Monitor arm', 'Desk lamp'].map((item) => (
          <Box key={item} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2' }}>
            {item}
          </Box>
        ))}
      </Box>
      <Box sx={{ position: { xs: 'static', md: 'sticky' }, top: { md: 72 }, width: { md: 200 }, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ typography: 'subtitle2', mb: 1 }}>4 items, $247.00</Box>
        <Button variant="contained" fullWidth>
          Check out
        </Button>
      </Box>
    </Box>
  );
}
