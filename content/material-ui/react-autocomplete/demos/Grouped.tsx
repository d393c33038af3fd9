import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const books = [
  { title: 'Dracula', genre: 'Horror' },
  { title: 'Frankenstein', genre: 'Horror' },
  { title: 'The Hound of the Baskervilles', genre: 'Mystery' },
  { title: 'The Moonstone', genre: 'Mystery' },
  { title: 'The Woman in White', genre: 'Mystery' },
  { title: 'Emma', genre: 'Romance' },
  { title: 'Jane Eyre', genre: 'Romance' },
  { title: 'Pride and Prejudice', genre: 'Romance' },
  { title: 'The Time Machine', genre: 'Science fiction' },
  { title: 'The War of the Worlds', genre: 'Science fiction' },
  { title: 'Twenty Thousand Leagues Under the Seas', genre: 'Science fiction' },
];

export default function Grouped() {
  return (
    <Autocomplete
      id="autocomplete-grouped"
      // groupBy expects options sorted by group: sort first if your data is not.
      options={[...books].sort((a, b) => a.genre.localeCompare(b.genre))}
      groupBy={(book) => book.genre}
      getOptionLabel={(book) => book.title}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Book by genre" />}
    />
  );
}
