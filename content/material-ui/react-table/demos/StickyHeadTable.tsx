import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const SKUS = ['Desk lamp', 'Office chair', 'Standing desk', 'Monitor arm', 'Bookshelf', 'Filing cabinet', 'Whiteboard', 'Footrest'];

// 40 stock records, generated from fixed data so the server and the browser agree.
const stock = Array.from({ length: 40 }, (_, index) => ({
  sku: `SKU-${1000 + index}`,
  product: SKUS[index % SKUS.length] ?? '',
  warehouse: ['Leeds', 'Lyon', 'Poznań'][index % 3] ?? '',
  onHand: (index * 37) % 120,
  reserved: (index * 13) % 25,
}));

export default function StickyHeadTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {/* A fixed height makes the container scroll; stickyHeader keeps the header row in view. */}
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label="Stock levels, scrollable">
        <Table stickyHeader aria-label="Stock levels">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Product</TableCell>
              <TableCell>Warehouse</TableCell>
              <TableCell align="right">On hand</TableCell>
              <TableCell align="right">Reserved</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stock.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage).map((row) => (
              <TableRow hover key={row.sku}>
                <TableCell component="th" scope="row">
                  {row.sku}
                </TableCell>
                <TableCell>{row.product}</TableCell>
                <TableCell>{row.warehouse}</TableCell>
                <TableCell align="right">{row.onHand}</TableCell>
                <TableCell align="right">{row.reserved}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={stock.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
