import Box from '@mui/material/Box';

// Object values set a value per breakpoint; array values apply from xs upwards in order.
export default function ResponsiveSpacing() {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: { xs: 1, sm: 3, md: 5 } }}>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, p: [1, 2], typography: 'body2' }}>
        The outer padding is 8px on phones, 24px from 600px and 40px from 900px wide. This box uses{' '}
        <code>p: [1, 2]</code>: 8px on phones, 16px from the sm breakpoint up.
      </Box>
    </Box>
  );
}
