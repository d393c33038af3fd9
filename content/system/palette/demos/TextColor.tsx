import Box from '@mui/material/Box';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.main', 'info.main', 'success.main', 'text.primary', 'text.secondary', 'text.disabled'];

// `color` takes a dot path into theme.palette.
export default function TextColor() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1, width: 1 }}>
      {colors.map((color) => (
        <Box key={color} sx={{ color, fontWeight: 'medium', fontFamily: 'monospace', fontSize: 14 }}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
