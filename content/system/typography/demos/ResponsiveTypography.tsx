import Box from '@mui/material/Box';

// A smaller variant on phones and a larger one from md; centered on phones, start-aligned above.
export default function ResponsiveTypography() {
  return (
    <Box sx={{ width: 1, textAlign: { xs: 'center', md: 'start' } }}>
      <Box component="h2" sx={{ m: 0, typography: { xs: 'h5', md: 'h3' } }}>
        Plan your next trip
      </Box>
      <Box sx={{ typography: { xs: 'body2', md: 'body1' }, color: 'text.secondary', mt: 1 }}>
        The heading is h5 below 900px and h3 above. Resize the window to compare.
      </Box>
    </Box>
  );
}
