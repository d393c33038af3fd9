import Box from '@mui/material/Box';

const intents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

// Pair `bgcolor: '<color>.main'` with `color: '<color>.contrastText'`. contrastText reaches 3:1, enough for large bold text.
export default function BackgroundColor() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1, width: 1 }}>
      {intents.map((intent) => (
        <Box key={intent} sx={{ bgcolor: `${intent}.main`, color: `${intent}.contrastText`, p: 2, borderRadius: 1 }}>
          <Box sx={{ fontSize: 20, fontWeight: 'bold' }}>{intent}.main</Box>
        </Box>
      ))}
    </Box>
  );
}
