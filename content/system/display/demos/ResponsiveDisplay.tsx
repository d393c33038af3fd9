import Box from '@mui/material/Box';

// Hide or show by breakpoint: resize the window across 900px (the md breakpoint).
export default function ResponsiveDisplay() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, width: 1 }}>
      <Box sx={{ typography: 'subtitle1', fontWeight: 'bold' }}>Acme Books</Box>
      <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 2, typography: 'body2' }}>
        <span>Fiction</span>
        <span>Non-fiction</span>
        <span>Children</span>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' }, typography: 'body2', color: 'text.secondary' }}>
        Menu collapsed below 900px
      </Box>
    </Box>
  );
}
