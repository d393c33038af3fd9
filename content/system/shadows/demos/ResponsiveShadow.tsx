import Box from '@mui/material/Box';

// Flat and full width on phones; a raised card from the sm breakpoint.
export default function ResponsiveShadow() {
  return (
    <Box sx={{ bgcolor: 'action.hover', p: { xs: 0, sm: 3 }, width: 1 }}>
      <Box sx={{ boxShadow: { xs: 0, sm: 4 }, borderRadius: { xs: 0, sm: 2 }, bgcolor: 'background.paper', p: 3 }}>
        <Box sx={{ typography: 'h6' }}>Sign in</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Use your work email to continue.</Box>
      </Box>
    </Box>
  );
}
