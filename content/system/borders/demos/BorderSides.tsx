import Box from '@mui/material/Box';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

// A number is a solid border of that many pixels; borderColor picks the palette color.
export default function BorderSides() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {sides.map((side) => (
        <Box
          key={side}
          sx={{ [side]: 2, borderColor: 'primary.main', width: 116, height: 72, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', fontSize: 12 }}
        >
          <code>{side}: 2</code>
        </Box>
      ))}
    </Box>
  );
}
