import Box from '@mui/material/Box';

const variants = ['h4', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'overline'] as const;

// `typography: 'h6'` applies every style of theme.typography.h6: family, size, weight, line height, letter spacing.
export default function TypographyVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 1 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Box component="code" sx={{ width: 80, flexShrink: 0, fontSize: 13, color: 'text.secondary' }}>
            {variant}
          </Box>
          <Box sx={{ typography: variant }}>Field notes from the coast</Box>
        </Box>
      ))}
    </Box>
  );
}
