import Box from '@mui/material/Box';

// `pt`, `pb`, `px`… pick sides; a later, more specific key wins over `p`.
export default function SpacingSides() {
  return (
    <Box sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ px: 2, pt: 2, pb: 1, typography: 'subtitle1', fontWeight: 'medium' }}>
        Order #48213
      </Box>
      <Box sx={{ px: 2, pb: 2, typography: 'body2', color: 'text.secondary' }}>
        Two paperbacks and a reading lamp. Ships from the Portland warehouse.
      </Box>
      <Box
        sx={{
          p: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          justifyContent: 'space-between',
          typography: 'body2',
        }}
      >
        <span>Total</span>
        <Box component="strong" sx={{ ml: 2 }}>
          $64.50
        </Box>
      </Box>
    </Box>
  );
}
