import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

interface Member {
  id: number;
  name: string;
  role: string;
}

const team: Member[] = [
  { id: 17, name: 'Amara Okafor', role: 'Engineering manager' },
  { id: 23, name: 'Bruno Lefèvre', role: 'Designer' },
  { id: 31, name: 'Chen Wei', role: 'Frontend engineer' },
  { id: 42, name: 'Dana Kowalski', role: 'Product manager' },
  { id: 56, name: 'Elif Demir', role: 'Data analyst' },
  { id: 64, name: 'Farah Haddad', role: 'Frontend engineer' },
];

const roles = ['Designer', 'Data analyst', 'Frontend engineer', 'Product manager'];

export default function OptionStructure() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      {/* Objects: say which text to show and which key identifies an option. */}
      <Autocomplete
        id="autocomplete-option-structure-1"
        options={team}
        getOptionLabel={(member) => member.name}
        getOptionKey={(member) => member.id}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        defaultValue={team[2]}
        renderInput={(params) => <TextField {...params} label="Reviewer" />}
      />
      {/* Plain strings work as they are. */}
      <Autocomplete id="autocomplete-option-structure-2" options={roles} renderInput={(params) => <TextField {...params} label="Role" />} />
    </Stack>
  );
}
