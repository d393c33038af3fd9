import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const toppings = ['Basil', 'Mozzarella', 'Mushrooms', 'Olives', 'Pepperoni', 'Roasted peppers', 'Spinach'];

export default function MultipleSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Mozzarella', 'Basil']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can hand over a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="multiple-toppings-label">Toppings</InputLabel>
      <Select
        labelId="multiple-toppings-label"
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Toppings" />}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
