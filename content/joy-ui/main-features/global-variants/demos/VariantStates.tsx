import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function VariantStates() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color="success">
            Approve
          </Button>
        ))}
      </Stack>
      {/* Disabled reads the variant's Disabled tokens: no pointer events, muted color. */}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} color="success" disabled>
            Approve
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
