import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: TypographyProps['variant'][] = ['h3', 'h5', 'body1', 'caption'];

export default function TypographySkeleton() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%', maxWidth: 560 }}>
      <div style={{ flex: 1 }}>
        {variants.map((variant) => (
          // The skeleton inherits the font size of the Typography around it.
          <Typography key={variant} variant={variant} component="div">
            <Skeleton />
          </Typography>
        ))}
      </div>
      <div style={{ flex: 1 }}>
        <Typography variant="h3" component="p">
          Dune
        </Typography>
        <Typography variant="h5" component="p">
          Frank Herbert
        </Typography>
        <Typography variant="body1">Science fiction, 1965</Typography>
        <Typography variant="caption">412 pages</Typography>
      </div>
    </Stack>
  );
}
