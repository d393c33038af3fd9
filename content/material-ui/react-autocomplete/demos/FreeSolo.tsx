import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

const recentSearches = ['wireless headphones', 'standing desk', 'mechanical keyboard', 'usb-c hub', 'monitor arm'];

export default function FreeSolo() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {/* Any text is a valid value; the options are only suggestions. */}
      <Autocomplete
        id="autocomplete-free-solo-1"
        freeSolo
        options={recentSearches}
        renderInput={(params) => <TextField {...params} label="Search the store" />}
      />
      {/* A search box: no popup arrow, no clear button. */}
      <Autocomplete
        id="autocomplete-free-solo-2"
        freeSolo
        disableClearable
        options={recentSearches}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search input"
            slotProps={{ input: params.InputProps }}
          />
        )}
      />
    </Stack>
  );
}
