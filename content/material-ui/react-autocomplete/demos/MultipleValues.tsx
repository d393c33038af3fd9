import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

const skills = ['Accessibility', 'Design systems', 'GraphQL', 'Node.js', 'React', 'Rust', 'SQL', 'Testing', 'TypeScript'];

export default function MultipleValues() {
  return (
    <Stack spacing={3} sx={{ width: 400, maxWidth: '100%' }}>
      {/* `multiple`: the value is an array, shown as chips. */}
      <Autocomplete
        id="autocomplete-multiple-values-1"
        multiple
        options={skills}
        defaultValue={['React', 'TypeScript']}
        renderInput={(params) => <TextField {...params} label="Skills" placeholder="Add a skill" />}
      />
      {/* `filterSelectedOptions` hides what is already chosen from the list. */}
      <Autocomplete
        id="autocomplete-multiple-values-2"
        multiple
        filterSelectedOptions
        options={skills}
        defaultValue={['SQL']}
        renderInput={(params) => <TextField {...params} label="Skills, chosen ones hidden" />}
      />
      {/* With `freeSolo`, Enter turns any text into a chip. */}
      <Autocomplete
        id="autocomplete-multiple-values-3"
        multiple
        freeSolo
        options={skills}
        defaultValue={['Figma']}
        renderInput={(params) => <TextField {...params} variant="filled" label="Skills, free text" />}
      />
    </Stack>
  );
}
