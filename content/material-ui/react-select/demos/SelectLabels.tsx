import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function SelectLabels() {
  const [reminder, setReminder] = React.useState('');
  const [repeat, setRepeat] = React.useState('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="reminder-label">Reminder</InputLabel>
        <Select
          labelId="reminder-label"
          value={reminder}
          label="Reminder"
          onChange={(event: SelectChangeEvent) => setReminder(event.target.value)}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <MenuItem value="10">10 minutes before</MenuItem>
          <MenuItem value="60">1 hour before</MenuItem>
          <MenuItem value="1440">1 day before</MenuItem>
        </Select>
        <FormHelperText>We send it by email</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 200 }}>
        {/* No floating label: displayEmpty shows the empty option's text in the field. */}
        <Select
          value={repeat}
          onChange={(event: SelectChangeEvent) => setRepeat(event.target.value)}
          displayEmpty
          inputProps={{ 'aria-label': 'Repeat' }}
        >
          <MenuItem value="">
            <em>Does not repeat</em>
          </MenuItem>
          <MenuItem value="daily">Every day</MenuItem>
          <MenuItem value="weekly">Every week</MenuItem>
        </Select>
        <FormHelperText>Repeat (no label)</FormHelperText>
      </FormControl>
    </Stack>
  );
}
