import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [country, setCountry] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setCountry(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 200 }}>
      <FormControl fullWidth>
        <InputLabel id="basic-country-label">Country</InputLabel>
        {/* `label` sizes the notch in the outline; `labelId` names the select after the label. */}
        <Select labelId="basic-country-label" id="basic-country" value={country} label="Country" onChange={handleChange}>
          <MenuItem value="ca">Canada</MenuItem>
          <MenuItem value="mx">Mexico</MenuItem>
          <MenuItem value="us">United States</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
