import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

const books = ['Dune', 'Dune Messiah', 'Neuromancer', 'Hyperion', 'Foundation', 'The Left Hand of Darkness'];

// Sighted users see the list shrink; the hidden live region tells screen reader users how many results remain.
export default function LiveAnnouncement() {
  const [query, setQuery] = React.useState('');
  const id = React.useId();
  const results = books.filter((book) => book.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Box sx={{ width: 1, maxWidth: 320 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'block', typography: 'body2', mb: 0.5 }}>
        Filter books
      </Box>
      <Box
        component="input"
        id={id}
        type="search"
        value={query}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
        sx={{ width: 1, boxSizing: 'border-box', font: 'inherit', px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
      />
      <Box role="status" sx={visuallyHidden}>
        {query ? `${results.length} ${results.length === 1 ? 'book' : 'books'} found` : ''}
      </Box>
      <Box component="ul" sx={{ pl: 2.5, typography: 'body2' }}>
        {results.map((book) => (
          <li key={book}>{book}</li>
        ))}
      </Box>
    </Box>
  );
}
