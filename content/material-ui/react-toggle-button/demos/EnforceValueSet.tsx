import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function EnforceValueSet() {
  const id = React.useId();
  const [plan, setPlan] = React.useState('team');
  const [channels, setChannels] = React.useState<string[]>(['email']);

  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={`${id}-plan`}>
          Plan (one is always chosen)
        </Typography>
        <ToggleButtonGroup
          value={plan}
          exclusive
          // Ignore the `null` sent when the pressed button is clicked again.
          onChange={(event, next: string | null) => {
            if (next !== null) setPlan(next);
          }}
          aria-labelledby={`${id}-plan`}
        >
          <ToggleButton value="solo">Solo</ToggleButton>
          <ToggleButton value="team">Team</ToggleButton>
          <ToggleButton value="enterprise">Enterprise</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={`${id}-channels`}>
          Notify me by (at least one)
        </Typography>
        <ToggleButtonGroup
          value={channels}
          // Keep the last pressed button pressed.
          onChange={(event, next: string[]) => {
            if (next.length > 0) setChannels(next);
          }}
          aria-labelledby={`${id}-channels`}
        >
          <ToggleButton value="email">Email</ToggleButton>
          <ToggleButton value="sms">SMS</ToggleButton>
          <ToggleButton value="push">Push</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
