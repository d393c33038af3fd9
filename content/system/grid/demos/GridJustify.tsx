import Box from '@mui/material/Box';

const cell = { px: 1.5, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, typography: 'body2' };

// justifyItems aligns every item inside its cell horizontally; justifySelf overrides it for one item.
export default function GridJustify() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', justifyItems: 'center', alignItems: 'center', gridAutoRows: 56, gap: 1, width: 1 }}>
      <Box sx={cell}>center</Box>
      <Box sx={{ ...cell, justifySelf: 'start' }}>justifySelf: start</Box>
      <Box sx={cell}>center</Box>
      <Box sx={{ ...cell, justifySelf: 'stretch', textAlign: 'center' }}>justifySelf: stretch</Box>
      <Box sx={cell}>center</Box>
      <Box sx={{ ...cell, justifySelf: 'end' }}>justifySelf: end</Box>
    </Box>
  );
}
