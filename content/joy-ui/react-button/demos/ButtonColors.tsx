import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonColors() {
  return (
    <Stack spacing={1}>
      {/* Any variant combines with any color: one row per variant. */}
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color} size="sm">
              {color}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
