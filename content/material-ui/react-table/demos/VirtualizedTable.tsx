import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const ROW_HEIGHT = 33; // a small table row: 6px padding, 20px text, 1px border
const VIEWPORT = 330;
const OVERSCAN = 5;

const CITIES = ['Accra', 'Bergen', 'Cusco', 'Da Nang', 'Edinburgh', 'Fez', 'Gdańsk'];
// 5,000 shipments from fixed data: the server and the browser build the same rows.
const shipments = Array.from({ length: 5000 }, (_, index) => ({
  id: `SH-${String(index + 1).padStart(5, '0')}`,
  origin: CITIES[index % CITIES.length] ?? '',
  // An offset of 1 to 3 places: a shipment never goes to the city it left.
  destination: CITIES[(index + 1 + (index % 3)) % CITIES.length] ?? '',
  weight: (((index * 7919) % 4000) + 250) / 100,
}));

export default function VirtualizedTable() {
  const [scrollTop, setScrollTop] = React.useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shipments.length, Math.ceil((scrollTop + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ height: VIEWPORT }}
      onScroll={(event: React.UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      tabIndex={0}
      role="region"
      aria-label="Shipments, scrollable"
    >
      {/* Cells never wrap, so every row keeps the fixed height the offsets are computed from. */}
      <Table
        stickyHeader
        size="small"
        aria-label="Shipments"
        aria-rowcount={shipments.length + 1}
        sx={{ minWidth: 480, '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell>Shipment</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Weight (kg)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {/* Spacer rows stand in for the rows above and below the ones in view. */}
          <TableRow aria-hidden sx={{ height: first * ROW_HEIGHT }}>
            <TableCell colSpan={4} sx={{ p: 0, border: 0 }} />
          </TableRow>
          {shipments.slice(first, last).map((row, offset) => (
            <TableRow key={row.id} sx={{ height: ROW_HEIGHT }} aria-rowindex={first + offset + 2}>
              <TableCell component="th" scope="row">
                {row.id}
              </TableCell>
              <TableCell>{row.origin}</TableCell>
              <TableCell>{row.destination}</TableCell>
              <TableCell align="right">{row.weight.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          <TableRow aria-hidden sx={{ height: (shipments.length - last) * ROW_HEIGHT }}>
            <TableCell colSpan={4} sx={{ p: 0, border: 0 }} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
