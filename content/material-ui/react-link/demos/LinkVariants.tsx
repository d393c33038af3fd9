import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkVariants() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="#" variant="h6" underline="hover">
        Winter catalog 2026
      </Link>
      <Link href="#" variant="body1">
        See all new arrivals
      </Link>
      <Typography variant="body2">
        {/* The default variant, `inherit`, matches the surrounding text. */}
        Prices include tax. <Link href="#">Return policy</Link>
      </Typography>
      <Link href="#" variant="caption" color="textSecondary">
        Terms of sale
      </Link>
    </Stack>
  );
}
