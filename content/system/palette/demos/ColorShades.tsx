import Box from '@mui/material/Box';

const shades = ['light', 'main', 'dark'] as const;
const greys = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];

// Every palette color has light, main and dark shades; `grey` has a numbered scale.
export default function ColorShades() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 1 }}>
      <Box sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden' }}>
        {shades.map((shade) => (
          <Box key={shade} sx={{ flex: 1, p: 2, bgcolor: `primary.${shade}`, color: shade === 'light' ? 'common.black' : 'primary.contrastText', typography: 'body2' }}>
            primary.{shade}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', borderRadius: 1, overflow: 'hidden' }}>
        {greys.map((shade) => (
          <Box
            key={shade}
            sx={{ flex: '1 0 64px', py: 2, textAlign: 'center', typography: 'caption', bgcolor: `grey.${shade}`, color: shade <= 500 ? 'common.black' : 'common.white' }}
          >
            grey.{shade}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
