import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const orders = [
  { id: 'A-1042', customer: 'Greta Lindholm', items: 3, total: 84.5, status: 'Shipped' },
  { id: 'A-1043', customer: 'Oscar Ramírez', items: 1, total: 19.0, status: 'Processing' },
  { id: 'A-1044', customer: 'Naledi Dube', items: 6, total: 212.75, status: 'Delivered' },
  { id: 'A-1045', customer: 'Wei Zhang', items: 2, total: 47.2, status: 'Shipped' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function BasicTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="Recent orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Items</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              {/* The first cell of a row is its header: a <th scope="row">. */}
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell align="right">{order.items}</TableCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
              <TableCell>{order.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
