import Box from '@mui/material/Box';

// Strings are plain CSS shorthand: any width, style and color. Without a color, a border uses the text color.
export default function BorderStrings() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ border: '2px dashed', borderColor: 'text.secondary', color: 'text.secondary', p: 3, borderRadius: 2, textAlign: 'center', typography: 'body2' }}>
        Drop cover images here
      </Box>
      <Box sx={{ border: 3, color: 'success.main', p: 3, borderRadius: 2, typography: 'body2' }}>
        border: 3 in the success color
      </Box>
      <Box sx={{ border: '1px dotted #94a3b8', p: 3, borderRadius: 2, typography: 'body2' }}>
        1px dotted #94a3b8
      </Box>
    </Box>
  );
}
