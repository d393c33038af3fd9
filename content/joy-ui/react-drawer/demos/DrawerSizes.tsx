import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

type Size = 'sm' | 'md' | 'lg';
const sizes: Size[] = ['sm', 'md', 'lg'];

export default function DrawerSizes() {
  const [size, setSize] = React.useState<Size | null>(null);

  return (
    <Stack direction="row" spacing={1}>
      {sizes.map((value) => (
        <Button key={value} variant="outlined" color="neutral" onClick={() => setSize(value)}>
          Size {value}
        </Button>
      ))}
      <Drawer size={size ?? 'md'} open={size !== null} onClose={() => setSize(null)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Size {size}</DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>
          The size sets the drawer's width (or height for top and bottom drawers) and the
          spacing of its title.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
