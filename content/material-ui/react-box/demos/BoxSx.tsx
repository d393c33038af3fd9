import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: 280,
        p: 2,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 3,
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <Box sx={{ typography: 'overline', opacity: 0.8 }}>Order #1048</Box>
      <Box sx={{ typography: 'h6' }}>Shipped to Lisbon</Box>
      <Box sx={{ typography: 'body2', mt: 1 }}>3 books · arrives Thursday</Box>
    </Box>
  );
}
