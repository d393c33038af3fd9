import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SwitchLabel() {
  const [checked, setChecked] = React.useState(false);
  return (
    <Stack spacing={2}>
      {/* A <label> around the switch names it and makes the text clickable. */}
      <Typography component="label" startDecorator={<Switch sx={{ mr: 1 }} />}>
        Show weekends
      </Typography>
      <Typography
        component="label"
        endDecorator={
          <Switch checked={checked} onChange={(event) => setChecked(event.target.checked)} sx={{ ml: 1 }} />
        }
      >
        Auto-save drafts ({checked ? 'on' : 'off'})
      </Typography>
    </Stack>
  );
}
