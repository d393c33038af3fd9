import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export default function TypeScale() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        // On phones the name goes above its sample, so the large sizes get the full width to wrap in.
        <Stack key={variant} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
          <Typography variant="caption" sx={{ minWidth: 72, color: 'text.secondary', fontFamily: 'monospace' }}>
            {variant}
          </Typography>
          {/* Samples, not headings of this page: each variant renders as a paragraph. */}
          <Typography variant={variant} component="p">
            Harbor lights
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
