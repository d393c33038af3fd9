import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownward from '@mui/icons-material/ArrowDownward';

type Book = { title: string; author: string; year: number; pages: number };
type Key = keyof Book;

const books: Book[] = [
  { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { title: 'Piranesi', author: 'Susanna Clarke', year: 2020, pages: 272 },
  { title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
];

const columns: { key: Key; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'author', label: 'Author' },
  { key: 'year', label: 'Published' },
  { key: 'pages', label: 'Pages' },
];

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<Key>('year');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');

  const sorted = [...books].sort((a, b) => {
    const result = a[orderBy] < b[orderBy] ? -1 : a[orderBy] > b[orderBy] ? 1 : 0;
    return order === 'asc' ? result : -result;
  });

  const sortBy = (key: Key) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  return (
    <Table hoverRow>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = orderBy === column.key;
            return (
              <th key={column.key} scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                {/* A button inside the header cell makes the column sortable from the keyboard. */}
                <Link
                  component="button"
                  underline="none"
                  color={active ? 'primary' : 'neutral'}
                  onClick={() => sortBy(column.key)}
                  endDecorator={
                    <ArrowDownward
                      sx={{ opacity: active ? 1 : 0, transition: '0.2s', transform: active && order === 'asc' ? 'rotate(180deg)' : 'none' }}
                    />
                  }
                  sx={{ fontWeight: 'lg', '&:hover svg': { opacity: 1 } }}
                >
                  {column.label}
                </Link>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((book) => (
          <tr key={book.title}>
            <td>{book.title}</td>
            <td>{book.author}</td>
            <td>{book.year}</td>
            <td>{book.pages}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
