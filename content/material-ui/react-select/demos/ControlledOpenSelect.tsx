import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [timezone, setTimezone] = React.useState('Europe/Paris');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change time zone
      </Button>
      <FormControl sx={{ minWidth: 240 }}>
        <InputLabel id="open-timezone-label">Time zone</InputLabel>
        <Select
          labelId="open-timezone-label"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={timezone}
          label="Time zone"
          onChange={(event: SelectChangeEvent) => setTimezone(event.target.value)}
        >
          <MenuItem value="America/New_York">New York (UTC−5)</MenuItem>
          <MenuItem value="Europe/Paris">Paris (UTC+1)</MenuItem>
          <MenuItem value="Asia/Tokyo">Tokyo (UTC+9)</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
