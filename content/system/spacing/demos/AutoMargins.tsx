import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

// `mx: 'auto'` centers a block with a width; `ml: 'auto'` pushes an item to the end of a flex row.
export default function AutoMargins() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 1 }}>
      <Box sx={{ width: 240, mx: 'auto', p: 2, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center' }}>
        Centered with mx: auto
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box sx={{ typography: 'subtitle2', px: 1 }}>Invoices</Box>
        <Button size="small">Filter</Button>
        <Button size="small" variant="contained" sx={{ ml: 'auto' }}>
          New invoice
        </Button>
      </Box>
    </Box>
  );
}
