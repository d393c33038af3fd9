import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const customers = [
  'Ava Thompson',
  'Liam Chen',
  'Sofia Rossi',
  'Noah Patel',
  'Mia Johansson',
  'Lucas Silva',
];
const orders = Array.from({ length: 23 }, (_, index) => ({
  id: 1040 + index,
  customer: customers[index % customers.length],
  total: ((index * 37) % 180) + 12.5,
}));

export default function TablePaginationDemo() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  // -1 is the "All" option.
  const rows =
    rowsPerPage > 0 ? orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : orders;
  // Keep the table's height stable on the last, shorter page.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - rows.length : 0;

  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.id}>
              <TableCell>#{order.id}</TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell align="right">${order.total.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 33 * emptyRows }}>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={orders.length}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { value: -1, label: 'All' }]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              showFirstButton
              showLastButton
              // On a phone, let the controls wrap onto a second line instead of overflowing.
              sx={{
                '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' } },
                '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
              }}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
