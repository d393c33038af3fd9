import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const airports = [
  'AMS · Amsterdam', 'ATL · Atlanta', 'BCN · Barcelona', 'BKK · Bangkok', 'CDG · Paris', 'DEL · Delhi',
  'DXB · Dubai', 'FRA · Frankfurt', 'GRU · São Paulo', 'HND · Tokyo', 'IST · Istanbul', 'JFK · New York',
  'LAX · Los Angeles', 'LHR · London', 'MAD · Madrid', 'MEX · Mexico City', 'NBO · Nairobi', 'ORD · Chicago',
  'SIN · Singapore', 'SYD · Sydney', 'YYZ · Toronto',
];

const ITEM_HEIGHT = 48;

export default function LongListSelect() {
  return (
    <FormControl sx={{ width: 260 }}>
      <InputLabel id="long-airport-label">Departure airport</InputLabel>
      <Select
        labelId="long-airport-label"
        defaultValue="LHR · London"
        label="Departure airport"
        // About five and a half items show at once, so it is clear the list scrolls.
        MenuProps={{ slotProps: { paper: { style: { maxHeight: ITEM_HEIGHT * 5.5 } } } }}
      >
        {airports.map((airport) => (
          <MenuItem key={airport} value={airport}>
            {airport}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
