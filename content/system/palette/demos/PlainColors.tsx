import Box from '@mui/material/Box';

const swatches = ['#0f766e', 'rgb(190 18 60)', 'hsl(262 83% 58%)', 'rebeccapurple', 'grey'];

// A value that is not a palette path is plain CSS. `grey` is kept as the CSS keyword, not the palette's grey scale.
export default function PlainColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {swatches.map((bgcolor) => (
        <Box key={bgcolor} sx={{ bgcolor, color: bgcolor === 'grey' ? '#000000' : '#ffffff', px: 2, py: 1, borderRadius: 1, fontFamily: 'monospace', fontSize: 13 }}>
          {bgcolor}
        </Box>
      ))}
    </Box>
  );
}
