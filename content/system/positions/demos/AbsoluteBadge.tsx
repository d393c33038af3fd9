import Box from '@mui/material/Box';

// The parent is `position: 'relative'`, so the absolute dot is placed against the avatar's corner.
export default function AbsoluteBadge() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative', width: 56, height: 56 }}>
        <Box aria-hidden sx={{ width: 1, height: 1, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', typography: 'h6' }}>
          RK
        </Box>
        <Box sx={{ position: 'absolute', bottom: 2, right: 2, width: 14, height: 14, borderRadius: '50%', bgcolor: 'success.main', border: 2, borderColor: 'background.paper' }} />
      </Box>
      <Box>
        <Box sx={{ typography: 'subtitle1' }}>Rahul Kapoor</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Online</Box>
      </Box>
    </Box>
  );
}
