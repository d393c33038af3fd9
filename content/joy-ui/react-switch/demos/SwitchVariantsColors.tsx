import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchVariantsColors() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Switch
              key={color}
              variant={variant}
              color={color}
              defaultChecked
              slotProps={{ input: { 'aria-label': `${variant} ${color}` } }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
