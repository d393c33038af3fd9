import Box from '@mui/material/Box';

// A breakpoint name is read from theme.breakpoints.values: 'sm' is 600px in the default theme.
export default function MaxWidthBreakpoint() {
  return (
    <Box sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
      <Box component="article" sx={{ maxWidth: 'sm', mx: 'auto', p: 2, bgcolor: 'background.paper', borderRadius: 1 }}>
        <Box component="h3" sx={{ mt: 0, typography: 'h6' }}>
          Release notes
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2' }}>
          This article never grows wider than the sm breakpoint, 600px, which keeps lines short enough to read
          comfortably on a wide screen. On a narrow screen it takes the space it has.
        </Box>
      </Box>
    </Box>
  );
}
