import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function TooltipVariants() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Tooltip key={color} title={`${variant} ${color} tooltip`} variant={variant} color={color} arrow describeChild>
              <Button variant="outlined" color={color} size="sm">
                {variant}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
