import Box from '@mui/system/Box';

export default function SxBasics() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 360,
        p: 2, // 2 × 8px = 16px of padding
        border: 1, // 1px solid
        borderColor: 'rgba(128, 128, 128, 0.4)',
        borderRadius: 2, // 2 × 4px
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Box component="h3" sx={{ m: 0, fontSize: 18, fontWeight: 'bold' }}>
        Order #4821
      </Box>
      <Box component="p" sx={{ mt: 0.5, mb: 2, color: 'gray', fontSize: 14 }}>
        3 books · shipped on May 12
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
        }}
      >
        <Box component="span">Total</Box>
        <Box component="span" sx={{ fontSize: 24, fontWeight: 700 }}>
          $54.90
        </Box>
      </Box>
    </Box>
  );
}
