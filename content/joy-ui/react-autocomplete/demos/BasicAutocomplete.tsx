import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const books = [
  { title: 'A Wizard of Earthsea', year: 1968 },
  { title: 'Beloved', year: 1987 },
  { title: 'Dune', year: 1965 },
  { title: 'Kindred', year: 1979 },
  { title: 'Middlemarch', year: 1871 },
  { title: 'Piranesi', year: 2020 },
  { title: 'The Hobbit', year: 1937 },
  { title: 'Things Fall Apart', year: 1958 },
];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Book</FormLabel>
      {/* Options are objects here, so say which field is the text to show and filter. */}
      <Autocomplete options={books} getOptionLabel={(book) => book.title} placeholder="Type a title" />
    </FormControl>
  );
}
