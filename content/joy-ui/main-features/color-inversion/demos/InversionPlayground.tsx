import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

export default function InversionPlayground() {
  const [variant, setVariant] = React.useState<'solid' | 'soft'>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('success');
  const [inverted, setInverted] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Select aria-label="Variant" value={variant} onChange={(_, value) => value && setVariant(value as 'solid' | 'soft')}>
          <Option value="solid">solid</Option>
          <Option value="soft">soft</Option>
        </Select>
        <Select aria-label="Color" value={color} onChange={(_, value) => value && setColor(value as ColorPaletteProp)}>
          {['primary', 'neutral', 'danger', 'success', 'warning'].map((name) => (
            <Option key={name} value={name}>
              {name}
            </Option>
          ))}
        </Select>
        <Typography component="label" level="body-sm" startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} />}>
          invertedColors
        </Typography>
      </Stack>
      <Sheet variant={variant} color={color} invertedColors={inverted} sx={{ p: 2.5, borderRadius: 'md', width: '100%', maxWidth: 420 }}>
        <Chip size="sm" variant="outlined" sx={{ mb: 1 }}>
          Newsletter
        </Chip>
        <Typography level="title-md">Get the monthly release notes</Typography>
        <Typography level="body-sm" sx={{ mb: 1.5 }}>
          One email on the first Monday of each month. Unsubscribe at any time.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Input placeholder="you@example.com" slotProps={{ input: { 'aria-label': 'Email address' } }} sx={{ flex: 1 }} />
          <Button>Subscribe</Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
