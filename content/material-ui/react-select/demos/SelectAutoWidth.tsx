import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function SelectAutoWidth() {
  const [unit, setUnit] = React.useState('kg');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id="autowidth-label">Unit</InputLabel>
      {/* With autoWidth, the menu is as wide as its longest option, not as wide as the field. */}
      <Select
        labelId="autowidth-label"
        value={unit}
        onChange={(event: SelectChangeEvent) => setUnit(event.target.value)}
        autoWidth
        label="Unit"
      >
        <MenuItem value="g">Grams</MenuItem>
        <MenuItem value="kg">Kilograms</MenuItem>
        <MenuItem value="lb">Pounds (avoirdupois)</MenuItem>
      </Select>
    </FormControl>
  );
}
