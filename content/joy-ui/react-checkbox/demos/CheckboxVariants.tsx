import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CheckboxVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Checkbox variant={variant} label={variant} defaultChecked />
          <Checkbox variant={variant} label={variant} />
        </Stack>
      ))}
    </Stack>
  );
}
