import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const books = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin' },
  { title: 'Beloved', author: 'Toni Morrison' },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro' },
  { title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { title: 'Middlemarch', author: 'George Eliot' },
  { title: 'Pedro Páramo', author: 'Juan Rulfo' },
  { title: 'The Master and Margarita', author: 'Mikhail Bulgakov' },
  { title: 'Kindred', author: 'Octavia E. Butler' },
  { title: 'Invisible Cities', author: 'Italo Calvino' },
  { title: 'Never Let Me Go', author: 'Kazuo Ishiguro' },
];

const PER_PAGE = 3;

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const shown = books.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <List dense sx={{ width: '100%', maxWidth: 360, minHeight: 150 }}>
        {shown.map((book) => (
          <ListItem key={book.title}>
            <ListItemText primary={book.title} secondary={book.author} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={Math.ceil(books.length / PER_PAGE)}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color="primary"
        aria-label="Book list pages"
      />
    </Stack>
  );
}
