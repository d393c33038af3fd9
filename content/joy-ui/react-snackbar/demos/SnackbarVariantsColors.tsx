import * as React from 'react';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

export default function SnackbarVariantsColors() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<SnackbarProps['variant']>('outlined');
  const [color, setColor] = React.useState<SnackbarProps['color']>('neutral');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Select aria-label="Variant" value={variant} onChange={(event, value) => value && setVariant(value)} sx={{ minWidth: 130 }}>
        {variants.map((item) => (
          <Option key={item} value={item}>{item}</Option>
        ))}
      </Select>
      <Select aria-label="Color" value={color} onChange={(event, value) => value && setColor(value)} sx={{ minWidth: 130 }}>
        {colors.map((item) => (
          <Option key={item} value={item}>{item}</Option>
        ))}
      </Select>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show snackbar
      </Button>
      <Snackbar
        open={open}
        variant={variant}
        color={color}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        role="status"
      >
        A {variant} {color} snackbar.
      </Snackbar>
    </Stack>
  );
}
