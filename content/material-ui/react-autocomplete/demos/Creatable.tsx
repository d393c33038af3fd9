import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Tag {
  name: string;
  // Set on the suggestion that offers to create a tag from the typed text.
  newName?: string;
}

const filter = createFilterOptions<Tag>();

export default function Creatable() {
  const [tags, setTags] = React.useState<Tag[]>([{ name: 'bug' }, { name: 'documentation' }, { name: 'good first issue' }, { name: 'performance' }]);
  const [value, setValue] = React.useState<Tag | null>(null);

  return (
    <Autocomplete
      id="autocomplete-creatable"
      value={value}
      onChange={(event, newValue) => {
        // Enter pressed on text that matches no option: create it.
        const name = typeof newValue === 'string' ? newValue : newValue?.newName;
        if (name) {
          const created = { name };
          setTags((previous) => [...previous, created]);
          setValue(created);
        } else {
          setValue(typeof newValue === 'string' ? null : newValue);
        }
      }}
      filterOptions={(options, params) => {
        const filtered = filter(options, params);
        const typed = params.inputValue.trim();
        if (typed !== '' && !options.some((option) => option.name === typed)) {
          filtered.push({ name: `Add "${typed}"`, newName: typed });
        }
        return filtered;
      }}
      options={tags}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.newName ?? option.name)}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {option.name}
          </li>
        );
      }}
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Issue label" />}
    />
  );
}
