import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export default function TypeScale() {
  return (
    <Stack spacing={1} sx={{ overflowX: 'auto' }}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
          <Typography variant="caption" sx={{ minWidth: 72, color: 'text.secondary', fontFamily: 'monospace' }}>
            {variant}
          </Typography>
          {/* Samples, not headings of this page: each variant renders as a paragraph. */}
          <Typography variant={variant} component="p" noWrap>
            Harbor lights
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
