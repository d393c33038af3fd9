import Box from '@mui/material/Box';

// The text properties that take plain CSS values: textAlign, textTransform, letterSpacing, lineHeight, fontStyle.
export default function TextProperties() {
  return (
    <Box sx={{ maxWidth: 420, width: 1 }}>
      <Box sx={{ textTransform: 'uppercase', letterSpacing: 2, fontSize: 12, fontWeight: 'bold', color: 'primary.main' }}>
        Travel journal
      </Box>
      <Box sx={{ typography: 'h5', lineHeight: 1.2, mt: 0.5 }}>Three days on the Amalfi coast</Box>
      <Box sx={{ fontStyle: 'italic', color: 'text.secondary', mt: 1 }}>By Giulia Conti, June 2024</Box>
      <Box sx={{ typography: 'body2', textAlign: 'justify', lineHeight: 1.7, mt: 2 }}>
        We took the early ferry from Salerno and watched the villages climb out of the haze, one terrace at a time.
        By noon the lemon groves above Minori were loud with cicadas.
      </Box>
    </Box>
  );
}
