import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';

const variants = [undefined, 'plain', 'soft', 'outlined', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinkVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant ?? 'none'} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Link key={color} href="#" variant={variant} color={color}>
              {variant ?? 'no variant'}
            </Link>
          ))}
        </Stack>
      ))}
      <Link href="#" disabled variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Disabled
      </Link>
    </Stack>
  );
}
