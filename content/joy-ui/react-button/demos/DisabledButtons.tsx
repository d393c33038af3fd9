import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function DisabledButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {variant}
          </Button>
        ))}
      </Stack>
      {/* `fullWidth` stretches the button to fill its container. */}
      <Button fullWidth variant="soft" color="neutral">
        Full-width button
      </Button>
    </Stack>
  );
}
