import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';

const colors = ['standard', 'primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;

export default function ToggleButtonColors() {
  const [platform, setPlatform] = React.useState('android');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {colors.map((color) => (
        // `color` only shows on the pressed button: its text and a tinted background.
        <ToggleButtonGroup
          key={color}
          color={color}
          size="small"
          value={platform}
          exclusive
          onChange={(event, next: string | null) => next && setPlatform(next)}
          aria-label={`Target platform (${color})`}
        >
          <ToggleButton value="web">Web</ToggleButton>
          <ToggleButton value="android">Android</ToggleButton>
          <ToggleButton value="ios">iOS</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
