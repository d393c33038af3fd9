import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function VariantsAcrossComponents() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          <Button variant={variant}>Checkout</Button>
          <Chip variant={variant} color="primary">
            In stock
          </Chip>
          <Input
            variant={variant}
            color="primary"
            placeholder="Promo code"
            slotProps={{ input: { 'aria-label': `Promo code, ${variant}` } }}
            sx={{ width: 140 }}
          />
          <Alert variant={variant} color="primary" size="sm" sx={{ flex: 1 }}>
            Ships in 2 days
          </Alert>
        </Stack>
      ))}
    </Stack>
  );
}
