import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// With a `label` key, options need no getOptionLabel: Autocomplete reads `label` by default.
const books = [
  { label: 'Pride and Prejudice', year: 1813 },
  { label: 'Frankenstein', year: 1818 },
  { label: 'Jane Eyre', year: 1847 },
  { label: 'Wuthering Heights', year: 1847 },
  { label: 'Moby-Dick', year: 1851 },
  { label: 'Great Expectations', year: 1861 },
  { label: 'Crime and Punishment', year: 1866 },
  { label: 'Little Women', year: 1868 },
  { label: 'Middlemarch', year: 1871 },
  { label: 'Anna Karenina', year: 1878 },
  { label: 'Treasure Island', year: 1883 },
  { label: 'The Picture of Dorian Gray', year: 1890 },
  { label: 'The Time Machine', year: 1895 },
  { label: 'Dracula', year: 1897 },
];

export default function ComboBox() {
  return (
    <Autocomplete
      id="autocomplete-combo-box"
      disablePortal
      options={books}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Book" />}
    />
  );
}
