import Box from '@mui/material/Box';

// On phones the image comes first; from the md breakpoint it moves to the end of the row.
export default function FlexOrder() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, width: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Box sx={{ typography: 'h6' }}>The Night Library</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>A novel about a librarian who can read the books no one returns.</Box>
      </Box>
      <Box
        role="img"
        aria-label="Book cover"
        sx={{ order: { xs: -1, md: 0 }, flex: '0 0 120px', height: 120, borderRadius: 1, bgcolor: 'secondary.main' }}
      />
    </Box>
  );
}
