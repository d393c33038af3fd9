import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const filter = createFilterOptions<string>();
const initialTags = ['budget', 'design review', 'hiring', 'launch', 'roadmap'];

export default function FreeSoloAutocomplete() {
  const [tags, setTags] = React.useState(initialTags);
  const [value, setValue] = React.useState<string[]>(['launch']);
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Meeting tags</FormLabel>
      <Autocomplete
        multiple
        freeSolo
        options={tags}
        value={value}
        onChange={(_event, newValue) => {
          // Strip the "Add" prefix from a suggested new tag, then remember new tags as options.
          const cleaned = newValue.map((tag) => tag.replace(/^Add "(.*)"$/, '$1'));
          setTags((current) => Array.from(new Set([...current, ...cleaned])));
          setValue(Array.from(new Set(cleaned)));
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.includes(typed)) {
            filtered.push(`Add "${typed}"`);
          }
          return filtered;
        }}
      />
      <FormHelperText>Pick a tag or type a new one and press Enter.</FormHelperText>
    </FormControl>
  );
}
