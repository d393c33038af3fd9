import * as React from 'react';
import Box from '@mui/system/Box';

const swatches = [
  { name: 'Ocean', color: '#0369a1' },
  { name: 'Forest', color: '#15803d' },
  { name: 'Sunset', color: '#c2410c' },
  { name: 'Plum', color: '#7e22ce' },
];

export default function InteractiveBox() {
  const [selected, setSelected] = React.useState('Ocean');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {swatches.map((swatch) => (
          <Box
            key={swatch.name}
            component="button"
            type="button"
            aria-label={swatch.name}
            aria-pressed={selected === swatch.name}
            onClick={() => setSelected(swatch.name)}
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              border: 3,
              cursor: 'pointer',
              bgcolor: swatch.color,
              // `currentColor` follows the page's text color, so the ring suits light and dark pages.
              color: 'inherit',
              // sx values can depend on state: the ring only shows on the chosen swatch.
              borderColor: selected === swatch.name ? 'currentColor' : 'transparent',
            }}
          />
        ))}
      </Box>
      <Box sx={{ fontSize: 14 }}>Accent color: {selected}</Box>
    </Box>
  );
}
