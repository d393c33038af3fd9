import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const cities = ['Amsterdam', 'Berlin', 'Copenhagen', 'Dublin', 'Lisbon', 'Madrid', 'Oslo', 'Prague', 'Vienna'];

export default function ControlledStates() {
  // The value: the option that is selected (or null).
  const [value, setValue] = React.useState<string | null>('Lisbon');
  // The input value: the text in the field, which changes with every keystroke.
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Typography variant="body2" color="text.secondary">
        value: <code>{JSON.stringify(value)}</code>
        <br />
        inputValue: <code>{JSON.stringify(inputValue)}</code>
      </Typography>
      <Autocomplete
        id="autocomplete-controlled-states"
        value={value}
        onChange={(event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        options={cities}
        renderInput={(params) => <TextField {...params} label="Destination" />}
      />
    </Stack>
  );
}
