import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

const FLAVOURS = ['Vanilla', 'Pistachio', 'Lemon'] as const;

export default function ToolbarFreeDemo() {
  const [picked, setPicked] = useState<string>('Vanilla');
  // Nothing but the live demo: a reader can still interact with it.
  return (
    <Stack direction="row" spacing={1}>
      {FLAVOURS.map((flavour) => (
        <Chip key={flavour} label={flavour} color={picked === flavour ? 'primary' : 'default'} onClick={() => setPicked(flavour)} />
      ))}
    </Stack>
  );
}
