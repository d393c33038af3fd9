import Box from '@mui/material/Box';

export default function StylingVariants() {
  // MUI System: the sx prop reads the theme, so colors follow the docs' light and dark modes.
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {['System', 'CSS', 'Tailwind'].map((name) => (
        <Box key={name} sx={{ px: 2, py: 1, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary', fontWeight: 600 }}>
          {name}
        </Box>
      ))}
    </Box>
  );
}
