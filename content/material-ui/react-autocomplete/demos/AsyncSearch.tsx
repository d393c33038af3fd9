import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

interface Book {
  title: string;
  author: string;
}

const catalog: Book[] = [
  { title: 'Anna Karenina', author: 'Leo Tolstoy' },
  { title: 'Crime and Punishment', author: 'Fyodor Dostoevsky' },
  { title: 'Don Quixote', author: 'Miguel de Cervantes' },
  { title: 'Great Expectations', author: 'Charles Dickens' },
  { title: 'Middlemarch', author: 'George Eliot' },
  { title: 'Moby-Dick', author: 'Herman Melville' },
  { title: 'The Count of Monte Cristo', author: 'Alexandre Dumas' },
  { title: 'War and Peace', author: 'Leo Tolstoy' },
];

const label = (book: Book) => `${book.title} (${book.author})`;

// Stands in for a request to a search API: answers after 600 ms.
function searchBooks(query: string, onResult: (books: Book[]) => void) {
  const timer = setTimeout(() => {
    const needle = query.toLowerCase();
    onResult(catalog.filter((book) => label(book).toLowerCase().includes(needle)));
  }, 600);
  return () => clearTimeout(timer);
}

export default function AsyncSearch() {
  const [value, setValue] = React.useState<Book | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (inputValue.trim() === '') {
      setOptions([]);
      return undefined;
    }
    setLoading(true);
    // A new keystroke cancels the previous request.
    return searchBooks(inputValue, (books) => {
      setOptions(books);
      setLoading(false);
    });
  }, [inputValue]);

  return (
    <Autocomplete
      id="autocomplete-async-search"
      sx={{ width: 320 }}
      // Keep the chosen book among the options, whatever the latest results are.
      options={value ? [value, ...options.filter((book) => book !== value)] : options}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
      getOptionLabel={label}
      // The "server" already filtered: show its results as they are.
      filterOptions={(x) => x}
      loading={loading}
      noOptionsText={inputValue ? 'No books found' : 'Type to search'}
      onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search the catalog"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
