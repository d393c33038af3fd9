import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Basil', 'Pineapple'];

export default function MultipleSelect() {
  // With `multiple`, the value is an array.
  const [value, setValue] = React.useState<string[]>(['Mushrooms', 'Basil']);
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Toppings</FormLabel>
      <Select
        multiple
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        placeholder="Plain margherita"
        // renderValue gets the selected options; show each as a chip.
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {selected.map((option) => (
              <Chip key={option.value} variant="soft" color="primary" size="sm">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
      >
        {toppings.map((topping) => (
          <Option key={topping} value={topping}>
            {topping}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
