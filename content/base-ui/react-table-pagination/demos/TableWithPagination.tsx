import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled, useTheme } from '@mui/system';

const customers = ['Ana Lima', 'Kenji Sato', 'Maya Patel', 'Tom Becker', 'Lea Dubois', 'Omar Haddad', 'Sara Ek'];
const statuses = ['Paid', 'Pending', 'Paid', 'Refunded', 'Paid'];

// 23 orders, built deterministically so the server and the browser agree.
const orders = Array.from({ length: 23 }, (_, index) => ({
  id: 1041 + index,
  customer: customers[index % customers.length],
  status: statuses[index % statuses.length],
  total: `$${(((index * 37) % 180) + 19.5).toFixed(2)}`,
}));

export default function TableWithPagination() {
  const theme = useTheme();
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visible = rowsPerPage > 0 ? orders.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : orders;

  return (
    <Table aria-label="Recent orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {visible.map((order) => (
          <tr key={order.id}>
            <td>#{order.id}</td>
            <td>{order.customer}</td>
            <td>{order.status}</td>
            <td>{order.total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          {/* TablePagination renders a <td>: it belongs in a table row. */}
          <TablePagination
            colSpan={4}
            count={orders.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
            // In a right-to-left page, the arrows must point the other way.
            slotProps={{ actions: { direction: theme.direction } }}
            onPageChange={(event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const Table = styled('table')(({ theme }) => {
  const line = theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0';
  return {
    width: '100%',
    maxWidth: 640,
    borderCollapse: 'collapse',
    font: '0.875rem/1.5 system-ui, sans-serif',
    '& th, & td': { padding: '8px 12px', borderBottom: `1px solid ${line}`, textAlign: 'start' },
    '& th': { fontWeight: 600 },
    [`& .${classes.toolbar}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 },
    [`& .${classes.spacer}`]: { flex: 1 },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.select}`]: { font: 'inherit', padding: '2px 4px', borderRadius: 6, color: 'inherit', background: 'transparent', border: `1px solid ${line}` },
    [`& .${classes.actions}`]: { display: 'flex', gap: 4 },
    [`& .${classes.actions} button`]: {
      minWidth: 32,
      padding: 4,
      borderRadius: 6,
      border: `1px solid ${line}`,
      background: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
    },
    [`& .${classes.actions} button:disabled`]: { opacity: 0.4, cursor: 'not-allowed' },
    '& select:focus-visible, & button:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  };
});
