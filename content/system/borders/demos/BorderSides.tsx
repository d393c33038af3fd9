import Box from '@mui/material/Box';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

// A number is a solid border of that many pixels; borderColor picks the palette color.
export default function BorderSides() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {sides.map((side) => (
        <Box
          key={side}
          sx={{ [side]: 2, borderColor: 'primary.main', width: 136, height: 72, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', fontSize: 13 }}
        >
          <code>{side}: 2</code>
        </Box>
      ))}
    </Box>
  );
}
