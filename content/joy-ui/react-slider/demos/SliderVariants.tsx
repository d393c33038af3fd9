import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {variants.map((variant) => (
        <Slider key={variant} variant={variant} defaultValue={60} aria-label={`Slider, ${variant} variant`} />
      ))}
    </Stack>
  );
}
