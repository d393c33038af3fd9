import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const tags = ['Bug', 'Documentation', 'Enhancement', 'Good first issue', 'Question'];

export default function MultipleSelectPlaceholder() {
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <Select
        multiple
        displayEmpty
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput />}
        // With nothing chosen, show a hint in the field instead of a floating label.
        renderValue={(value) =>
          value.length === 0 ? <Box component="em" sx={{ color: 'text.secondary' }}>Add labels</Box> : value.join(', ')
        }
        inputProps={{ 'aria-label': 'Issue labels' }}
      >
        <MenuItem disabled value="">
          <em>Add labels</em>
        </MenuItem>
        {tags.map((tag) => (
          <MenuItem key={tag} value={tag}>
            {tag}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
