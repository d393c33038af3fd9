import Box from '@mui/material/Box';

// borderRadius reads the theme; the per-corner properties are plain CSS, so their numbers are pixels.
export default function CornerRadius() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, borderRadius: 3, borderBottomLeftRadius: 0 }}>
        Message from Sam
      </Box>
      <Box sx={{ bgcolor: 'action.selected', px: 2, py: 1, borderRadius: 3, borderBottomRightRadius: 0 }}>
        Reply from you
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', px: 2, py: 1, borderTopLeftRadius: 12, borderBottomRightRadius: 12 }}>
        borderTopLeftRadius: 12 is 12px
      </Box>
    </Box>
  );
}
