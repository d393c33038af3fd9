import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        // variant, color and size on the group apply to every button inside.
        <ButtonGroup key={variant} variant={variant} color="primary" aria-label={`${variant} button group`}>
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
