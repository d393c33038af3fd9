import Box from '@mui/material/Box';

// Offsets are plain CSS: numbers are pixels (not spacing units) and strings can be percentages or calc().
export default function OffsetValues() {
  return (
    <Box sx={{ position: 'relative', height: 200, width: 1, maxWidth: 480, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box sx={{ position: 'absolute', top: 8, left: 8, p: 1, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, typography: 'caption' }}>
        top: 8, left: 8
      </Box>
      <Box sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', p: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1, typography: 'caption' }}>
        top and left 50%, translated back
      </Box>
      <Box sx={{ position: 'absolute', right: 8, bottom: 8, p: 1, bgcolor: 'success.main', color: 'success.contrastText', borderRadius: 1, typography: 'caption' }}>
        right: 8, bottom: 8
      </Box>
    </Box>
  );
}
