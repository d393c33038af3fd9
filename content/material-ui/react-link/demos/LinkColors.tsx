import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const colors = [
  'primary',
  'secondary',
  'success',
  'error',
  'textPrimary',
  'textSecondary',
] as const;

export default function LinkColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Link key={color} href="#" color={color}>
            {color}
          </Link>
        ))}
      </Stack>
      <Typography sx={{ color: 'warning.dark' }}>
        Storage almost full. {/* `inherit` takes the color of the surrounding text. */}
        <Link href="#" color="inherit">
          Upgrade your plan
        </Link>
      </Typography>
      {/* Any theme path or CSS color works too. */}
      <Link href="#" color="grey.600">
        Browse the archive
      </Link>
    </Stack>
  );
}
