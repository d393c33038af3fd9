import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [vacationReply, setVacationReply] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setVacationReply(event.target.checked);
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        // `role: 'switch'` makes screen readers announce "on" and "off" instead of "checked".
        control={<Switch checked={vacationReply} onChange={handleChange} inputProps={{ role: 'switch' }} />}
        label="Vacation auto-reply"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {vacationReply
          ? 'Senders get "I am away until Monday, June 8."'
          : 'Auto-reply is off. Nobody gets an automatic answer.'}
      </Typography>
    </Stack>
  );
}
