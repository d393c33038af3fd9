import Box from '@mui/material/Box';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.main', 'info.main', 'success.main', 'text.primary', 'text.secondary'];

// `color` takes a dot path into theme.palette. Large bold text: the warning and info colors only reach 3:1 on white.
export default function TextColor() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1, width: 1 }}>
      {colors.map((color) => (
        <Box key={color} sx={{ color, fontWeight: 'bold', fontSize: 20 }}>
          {color}
        </Box>
      ))}
    </Box>
  );
}
