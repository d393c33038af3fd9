import Box from '@mui/system/Box';
import { unstable_createGetCssVar as createGetCssVar } from '@mui/system';

// getCssVar adds the prefix and chains fallbacks: var(--shop-palette-accent, #6b7280).
const getCssVar = createGetCssVar('shop');

function PriceTag({ price }: { price: string }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: '2px solid',
        borderColor: getCssVar('palette-accent', '#6b7280'),
        color: getCssVar('palette-accent', '#6b7280'),
        fontWeight: 700,
      }}
    >
      {price}
    </Box>
  );
}

export default function GetCssVar() {
  return (
    // A white surface: the gray and red are chosen for a light background.
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', p: 2, borderRadius: 2, bgcolor: '#ffffff' }}>
      {/* No variable defined here: the fallback gray is used. */}
      <PriceTag price="$12.99" />
      {/* A parent defines the variable, and every tag inside picks it up. */}
      <Box sx={{ '--shop-palette-accent': '#b91c1c' }}>
        <PriceTag price="Sale $8.99" />
      </Box>
    </Box>
  );
}
