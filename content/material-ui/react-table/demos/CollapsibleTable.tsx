import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Customer {
  name: string;
  city: string;
  orders: Array<{ date: string; id: string; amount: number }>;
}

const customers: Customer[] = [
  { name: 'Harbor Coffee Co.', city: 'Seattle', orders: [{ date: '2025-01-04', id: 'B-881', amount: 420 }, { date: '2025-01-18', id: 'B-902', amount: 265 }] },
  { name: 'Linden Bakery', city: 'Vienna', orders: [{ date: '2025-01-11', id: 'B-895', amount: 180 }] },
  { name: 'Mesa Books', city: 'Tucson', orders: [{ date: '2024-12-20', id: 'B-860', amount: 95 }, { date: '2025-01-09', id: 'B-891', amount: 140 }] },
];

function CustomerRow({ customer }: { customer: Customer }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  const total = customer.orders.reduce((sum, order) => sum + order.amount, 0);

  return (
    <>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Orders of ${customer.name}`}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {customer.name}
        </TableCell>
        <TableCell>{customer.city}</TableCell>
        <TableCell align="right">{customer.orders.length}</TableCell>
        <TableCell align="right">${total}</TableCell>
      </TableRow>
      <TableRow>
        {/* The details row spans every column; Collapse animates its height. */}
        <TableCell sx={{ py: 0 }} colSpan={5} id={detailsId}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                Order history
              </Typography>
              <Table size="small" aria-label={`Orders of ${customer.name}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Order</TableCell>
                    <TableCell align="right">Amount</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {customer.orders.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell>{order.date}</TableCell>
                      <TableCell>{order.id}</TableCell>
                      <TableCell align="right">${order.amount}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 520 }} aria-label="Customers">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>City</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <CustomerRow key={customer.name} customer={customer} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
