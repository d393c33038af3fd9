import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import Stack from '@mui/material/Stack';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import PushPinIcon from '@mui/icons-material/PushPin';

export default function StandaloneToggleButton() {
  const [muted, setMuted] = React.useState(false);
  const [pinned, setPinned] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {/* Outside a group, you control `selected` and flip it in `onChange`. */}
      <ToggleButton value="mute" selected={muted} onChange={() => setMuted(!muted)} aria-label="Mute this channel">
        <NotificationsOffIcon />
      </ToggleButton>
      <ToggleButton value="pin" color="primary" selected={pinned} onChange={() => setPinned(!pinned)}>
        <PushPinIcon sx={{ mr: 1 }} />
        {pinned ? 'Pinned' : 'Pin'}
      </ToggleButton>
    </Stack>
  );
}
