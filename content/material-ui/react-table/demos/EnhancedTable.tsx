import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';

interface Book {
  isbn: string;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const books: Book[] = [
  { isbn: '9780141439518', title: 'Pride and Prejudice', author: 'Jane Austen', year: 1813, pages: 432 },
  { isbn: '9780451524935', title: 'Nineteen Eighty-Four', author: 'George Orwell', year: 1949, pages: 328 },
  { isbn: '9780061120084', title: 'To Kill a Mockingbird', author: 'Harper Lee', year: 1960, pages: 336 },
  { isbn: '9780140449136', title: 'Crime and Punishment', author: 'Fyodor Dostoevsky', year: 1866, pages: 671 },
  { isbn: '9780679720201', title: 'The Stranger', author: 'Albert Camus', year: 1942, pages: 123 },
  { isbn: '9780143105954', title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { isbn: '9780060883287', title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, pages: 417 },
  { isbn: '9780307387899', title: 'The Road', author: 'Cormac McCarthy', year: 2006, pages: 287 },
  { isbn: '9780385490818', title: "The Handmaid's Tale", author: 'Margaret Atwood', year: 1985, pages: 311 },
  { isbn: '9781400033416', title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { isbn: '9780143039433', title: 'The Grapes of Wrath', author: 'John Steinbeck', year: 1939, pages: 464 },
  { isbn: '9780679732761', title: 'Invisible Man', author: 'Ralph Ellison', year: 1952, pages: 581 },
];

type SortKey = 'title' | 'author' | 'year' | 'pages';
type Order = 'asc' | 'desc';

const columns: Array<{ key: SortKey; label: string; numeric: boolean }> = [
  { key: 'title', label: 'Title', numeric: false },
  { key: 'author', label: 'Author', numeric: false },
  { key: 'year', label: 'Published', numeric: true },
  { key: 'pages', label: 'Pages', numeric: true },
];

function compare(a: Book, b: Book, key: SortKey) {
  const x = a[key];
  const y = b[key];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

export default function EnhancedTable() {
  const [rows, setRows] = React.useState(books);
  const [order, setOrder] = React.useState<Order>('asc');
  const [orderBy, setOrderBy] = React.useState<SortKey>('title');
  const [selected, setSelected] = React.useState<string[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const sorted = React.useMemo(
    () => [...rows].sort((a, b) => (order === 'asc' ? 1 : -1) * compare(a, b, orderBy)),
    [rows, order, orderBy],
  );
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const handleSort = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const toggleRow = (isbn: string) => {
    setSelected((current) => (current.includes(isbn) ? current.filter((id) => id !== isbn) : [...current, isbn]));
  };

  const allSelected = rows.length > 0 && selected.length === rows.length;

  const removeSelected = () => {
    setRows((current) => current.filter((book) => !selected.includes(book.isbn)));
    setSelected([]);
    setPage(0);
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Toolbar
        sx={[
          { pl: { sm: 2 }, pr: { xs: 1, sm: 1 } },
          selected.length > 0 && { bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity) },
        ]}
      >
        <Typography sx={{ flex: '1 1 100%' }} variant={selected.length ? 'subtitle1' : 'h6'} component="p" aria-live="polite">
          {selected.length ? `${selected.length} selected` : 'Reading list'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Remove selected books">
            <IconButton onClick={removeSelected}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 640 }} aria-label="Reading list">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  color="primary"
                  indeterminate={selected.length > 0 && !allSelected}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : rows.map((book) => book.isbn))}
                  inputProps={{ 'aria-label': 'Select all books' }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  // sortDirection sets aria-sort on the header cell of the sorted column.
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => handleSort(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((book) => {
              const isSelected = selected.includes(book.isbn);
              return (
                <TableRow hover key={book.isbn} selected={isSelected} onClick={() => toggleRow(book.isbn)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggleRow(book.isbn)}
                      inputProps={{ 'aria-label': `Select ${book.title}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {book.title}
                  </TableCell>
                  <TableCell>{book.author}</TableCell>
                  <TableCell align="right">{book.year}</TableCell>
                  <TableCell align="right">{book.pages}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[5, 10, 25]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Box>
    </Paper>
  );
}
