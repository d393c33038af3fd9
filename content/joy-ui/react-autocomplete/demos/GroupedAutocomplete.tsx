import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const books = [
  { title: 'A Wizard of Earthsea', genre: 'Fantasy' },
  { title: 'Beloved', genre: 'Fiction' },
  { title: 'Dune', genre: 'Science fiction' },
  { title: 'Educated', genre: 'Non-fiction' },
  { title: 'Kindred', genre: 'Science fiction' },
  { title: 'Middlemarch', genre: 'Fiction' },
  { title: 'Neuromancer', genre: 'Science fiction' },
  { title: 'Piranesi', genre: 'Fantasy' },
  { title: 'Silent Spring', genre: 'Non-fiction' },
  { title: 'The Hobbit', genre: 'Fantasy' },
];

// groupBy starts a new group each time its result changes, so sort the options by group first.
const sorted = [...books].sort((a, b) => a.genre.localeCompare(b.genre) || a.title.localeCompare(b.title));

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Book club pick</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(book) => book.genre}
        getOptionLabel={(book) => book.title}
        placeholder="Browse by genre"
      />
    </FormControl>
  );
}
