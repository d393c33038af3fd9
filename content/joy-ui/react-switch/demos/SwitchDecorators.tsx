import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

export default function SwitchDecorators() {
  const [notify, setNotify] = React.useState(true);
  return (
    <Stack spacing={3}>
      {/* Decorators sit outside the track and are hidden from assistive technology. */}
      <Switch
        color="neutral"
        startDecorator={<LightModeRounded />}
        endDecorator={<DarkModeRounded />}
        slotProps={{ input: { 'aria-label': 'Dark theme' } }}
      />
      {/* A function decorator receives the state, here to bold the active side. */}
      <Switch
        checked={notify}
        onChange={(event) => setNotify(event.target.checked)}
        startDecorator={({ checked }) => <Typography sx={{ fontWeight: checked ? 'md' : 'lg' }}>Off</Typography>}
        endDecorator={({ checked }) => <Typography sx={{ fontWeight: checked ? 'lg' : 'md' }}>On</Typography>}
        slotProps={{ input: { 'aria-label': 'Push notifications' } }}
      />
    </Stack>
  );
}
