import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      {/* soft is the default variant, neutral the default color. */}
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {variant} {color}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
