import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';

type Anchor = 'left' | 'top' | 'right' | 'bottom';
const anchors: Anchor[] = ['left', 'top', 'right', 'bottom'];

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button key={side} variant="outlined" color="neutral" onClick={() => setAnchor(side)}>
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Opened from the {anchor ?? 'left'}</DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>
          Side drawers take the full height; top and bottom drawers take the full width.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
