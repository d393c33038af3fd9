import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const TAX_RATE = 0.08;
const lines = [
  { item: 'Notebook, A5 dotted', qty: 4, unit: 6.5 },
  { item: 'Fountain pen', qty: 1, unit: 38 },
  { item: 'Ink cartridges (pack of 6)', qty: 2, unit: 4.75 },
];

const money = (value: number) => value.toFixed(2);
const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unit, 0);
const tax = subtotal * TAX_RATE;

export default function SpanningTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 520 }} aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{money(line.unit)}</TableCell>
              <TableCell align="right">{money(line.qty * line.unit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell spans the three summary rows and two columns. */}
            <TableCell rowSpan={3} colSpan={2} />
            <TableCell>Subtotal</TableCell>
            <TableCell align="right">{money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Tax ({TAX_RATE * 100}%)</TableCell>
            <TableCell align="right">{money(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
