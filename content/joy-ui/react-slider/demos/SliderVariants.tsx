import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 64, flexShrink: 0 }}>
            {variant}
          </Typography>
          <Slider variant={variant} defaultValue={60} aria-label={`Slider, ${variant} variant`} />
        </Stack>
      ))}
    </Stack>
  );
}
