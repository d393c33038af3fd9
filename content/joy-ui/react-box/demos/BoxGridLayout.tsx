import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

export default function BoxGridLayout() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateRows: 'auto 1fr auto',
        gap: 1,
        minHeight: 220,
        width: '100%',
      }}
    >
      <Sheet variant="solid" color="primary" sx={{ gridColumn: '1 / -1', p: 1.5, borderRadius: 'sm' }}>
        Header
      </Sheet>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>Sidebar</Sheet>
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>Main content</Sheet>
      <Sheet variant="soft" sx={{ gridColumn: '1 / -1', p: 1.5, borderRadius: 'sm' }}>
        Footer
      </Sheet>
    </Box>
  );
}
