import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleSelectCheckmarks() {
  const [days, setDays] = React.useState<string[]>(['Tuesday', 'Thursday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Keep the days in week order, whatever order they were clicked in.
    const next = typeof value === 'string' ? value.split(',') : value;
    setDays(weekdays.filter((day) => next.includes(day)));
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="checkmarks-label">Gym days</InputLabel>
      <Select
        labelId="checkmarks-label"
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Gym days" />}
        renderValue={(value) => value.map((day) => day.slice(0, 3)).join(', ')}
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            {/* The checkbox only shows the state; the menu item does the selecting. */}
            <Checkbox checked={days.includes(day)} tabIndex={-1} disableRipple />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
