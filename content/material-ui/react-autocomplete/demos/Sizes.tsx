import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

const languages = ['Arabic', 'Dutch', 'English', 'French', 'German', 'Hindi', 'Japanese', 'Portuguese', 'Spanish'];

export default function Sizes() {
  return (
    <Stack spacing={2} sx={{ width: 400, maxWidth: '100%' }}>
      <Autocomplete
        id="autocomplete-sizes-1"
        size="small"
        options={languages}
        defaultValue="English"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        id="autocomplete-sizes-2"
        multiple
        size="small"
        options={languages}
        defaultValue={['French', 'German']}
        renderInput={(params) => <TextField {...params} label="Small, multiple" />}
      />
      <Autocomplete
        id="autocomplete-sizes-3"
        size="small"
        options={languages}
        defaultValue="Spanish"
        renderInput={(params) => <TextField {...params} variant="filled" label="Small, filled" />}
      />
      <Autocomplete
        id="autocomplete-sizes-4"
        options={languages}
        defaultValue="Japanese"
        renderInput={(params) => <TextField {...params} variant="standard" label="Medium, standard" />}
      />
    </Stack>
  );
}
