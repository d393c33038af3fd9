import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';

export default function VariantPlayground() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2}>
        <FormControl>
          <FormLabel>Variant</FormLabel>
          <Select value={variant} onChange={(_, value) => value && setVariant(value as VariantProp)} sx={{ width: 130 }}>
            {['solid', 'soft', 'outlined', 'plain'].map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel>Color</FormLabel>
          <Select value={color} onChange={(_, value) => value && setColor(value as ColorPaletteProp)} sx={{ width: 130 }}>
            {['primary', 'neutral', 'danger', 'success', 'warning'].map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {/* The same two props style every component below. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center', rowGap: 2 }}>
        <Button variant={variant} color={color}>
          Follow
        </Button>
        <IconButton variant={variant} color={color} aria-label="Notifications">
          <NotificationsRounded />
        </IconButton>
        <Chip variant={variant} color={color}>
          Design team
        </Chip>
        <Checkbox variant={variant} color={color} label="Email me" defaultChecked />
        <Switch variant={variant} color={color} defaultChecked slotProps={{ input: { 'aria-label': 'Auto-save' } }} />
      </Stack>
    </Stack>
  );
}
