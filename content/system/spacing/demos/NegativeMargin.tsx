import Box from '@mui/material/Box';

// A negative number pulls the element the other way: here the avatar overlaps the cover above it.
export default function NegativeMargin() {
  return (
    <Box sx={{ maxWidth: 320, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Box sx={{ height: 80, bgcolor: 'primary.main' }} />
      <Box sx={{ px: 2, pb: 2 }}>
        <Box
          sx={{
            mt: -4,
            width: 64,
            height: 64,
            borderRadius: '50%',
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'grid',
            placeItems: 'center',
            typography: 'h6',
          }}
        >
          LP
        </Box>
        <Box sx={{ mt: 1, typography: 'subtitle1' }}>Lena Park</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Product designer</Box>
      </Box>
    </Box>
  );
}
