import * as React from 'react';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function CardColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Card variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {variants.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))' }}>
        {colors.map((color) => (
          <Card key={color} variant={variant} color={color}>
            <Typography level="title-sm" textColor="inherit">
              {color}
            </Typography>
          </Card>
        ))}
      </div>
    </Stack>
  );
}
