import Box from '@mui/material/Box';

const elevations = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

// boxShadow: n reads theme.shadows[n]; Material UI's theme has 25 entries, from 0 (none) to 24.
export default function ShadowScale() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 3, width: 1, p: 1 }}>
      {elevations.map((elevation) => (
        <Box
          key={elevation}
          sx={{ boxShadow: elevation, height: 72, display: 'grid', placeItems: 'center', bgcolor: 'background.paper', borderRadius: 1, typography: 'body2' }}
        >
          boxShadow: {elevation}
        </Box>
      ))}
    </Box>
  );
}
