import Box from '@mui/material/Box';

const cell = { width: 72, height: 48, display: 'grid', placeItems: 'center', bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1 };

// visibility: 'hidden' keeps the space; display: 'none' removes the element from the layout.
export default function VisibilityHidden() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={cell}>A</Box>
        <Box sx={{ ...cell, visibility: 'hidden' }}>B</Box>
        <Box sx={cell}>C</Box>
        <Box component="code" sx={{ fontSize: 13, ml: 1 }}>
          {"visibility: 'hidden'"}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={cell}>A</Box>
        <Box sx={{ ...cell, display: 'none' }}>B</Box>
        <Box sx={cell}>C</Box>
        <Box component="code" sx={{ fontSize: 13, ml: 1 }}>
          {"display: 'none'"}
        </Box>
      </Box>
    </Box>
  );
}
