import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';

export default function BasicTablePagination() {
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    // Outside a table, render the root as a div instead of the default table cell.
    <TablePagination
      component="div"
      count={137}
      page={page}
      onPageChange={(_event, newPage) => setPage(newPage)}
      rowsPerPage={rowsPerPage}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(parseInt(event.target.value, 10));
        setPage(0);
      }}
    />
  );
}
