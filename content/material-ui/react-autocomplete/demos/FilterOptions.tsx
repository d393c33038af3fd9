import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';

interface Book {
  title: string;
  author: string;
}

const books: Book[] = [
  { title: 'Emma', author: 'Jane Austen' },
  { title: 'Persuasion', author: 'Jane Austen' },
  { title: 'Pride and Prejudice', author: 'Jane Austen' },
  { title: 'Jane Eyre', author: 'Charlotte Brontë' },
  { title: 'Villette', author: 'Charlotte Brontë' },
  { title: 'Wuthering Heights', author: 'Emily Brontë' },
  { title: 'Middlemarch', author: 'George Eliot' },
  { title: 'Silas Marner', author: 'George Eliot' },
];

// Match the start of the title only.
const startsWith = createFilterOptions<Book>({ matchFrom: 'start', stringify: (book) => book.title });
// Match title or author, and show five results at most. Accents are ignored by default: "bronte" finds "Brontë".
const titleOrAuthor = createFilterOptions<Book>({ stringify: (book) => `${book.title} ${book.author}`, limit: 5 });

export default function FilterOptions() {
  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <Autocomplete
        id="autocomplete-filter-options-1"
        options={books}
        getOptionLabel={(book) => book.title}
        filterOptions={startsWith}
        renderInput={(params) => <TextField {...params} label="Title starts with" />}
      />
      <Autocomplete
        id="autocomplete-filter-options-2"
        options={books}
        getOptionLabel={(book) => `${book.title} (${book.author})`}
        filterOptions={titleOrAuthor}
        renderInput={(params) => <TextField {...params} label="Title or author" />}
      />
    </Stack>
  );
}
