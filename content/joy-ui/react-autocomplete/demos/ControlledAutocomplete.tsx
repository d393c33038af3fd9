import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const languages = ['Dutch', 'English', 'French', 'German', 'Italian', 'Portuguese', 'Spanish'];

export default function ControlledAutocomplete() {
  // `value` is the chosen option; `inputValue` is the text in the field. They are separate states.
  const [value, setValue] = React.useState<string | null>('English');
  const [inputValue, setInputValue] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Subtitle language</FormLabel>
        <Autocomplete
          options={languages}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">value: {value === null ? 'null' : `'${value}'`}</Typography>
      <Typography level="body-sm">inputValue: '{inputValue}'</Typography>
    </Stack>
  );
}
