import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const skills = ['Accessibility', 'CSS', 'Design systems', 'GraphQL', 'Node.js', 'React', 'Testing', 'TypeScript'];

export default function MultipleAutocomplete() {
  // With `multiple`, the value is an array; each chosen option shows as a Chip with a delete button.
  const [value, setValue] = React.useState<string[]>(['React', 'TypeScript']);
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Skills</FormLabel>
      <Autocomplete
        multiple
        options={skills}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        placeholder={value.length ? '' : 'Add skills'}
        // Hide options that are already chosen instead of showing them as selected.
        filterSelectedOptions
      />
      <FormHelperText>Backspace removes the last chip.</FormHelperText>
    </FormControl>
  );
}
