import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const variants = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline',
] as const;

export default function TypographyVariants() {
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'baseline' }, columnGap: 2 }}>
          <Typography variant="caption" component="div" sx={{ width: 72, flexShrink: 0, color: 'text.secondary' }}>
            {variant}
          </Typography>
          {/* component="div": this is a type specimen, not the page's outline of headings. */}
          <Typography variant={variant} component="div" gutterBottom>
            {variant.startsWith('h') ? 'Tides' : 'Tides turn twice a day along the northern coast.'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
