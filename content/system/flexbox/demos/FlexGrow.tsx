import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// The search field grows into the free space; the sidebar keeps a 200px basis and never shrinks.
export default function FlexGrow() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Box
          component="input"
          type="search"
          aria-label="Search orders"
          placeholder="Search orders"
          sx={{ flexGrow: 1, minWidth: 0, font: 'inherit', px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
        />
        <Button variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, height: 96 }}>
        <Box sx={{ flex: '0 0 200px', bgcolor: 'action.selected', borderRadius: 1, p: 1, typography: 'body2' }}>flex: 0 0 200px</Box>
        <Box sx={{ flex: 1, bgcolor: 'action.hover', borderRadius: 1, p: 1, typography: 'body2' }}>flex: 1</Box>
      </Box>
    </Box>
  );
}
