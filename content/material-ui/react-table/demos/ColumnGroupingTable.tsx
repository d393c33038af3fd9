import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const results = [
  { region: 'North', q1Revenue: 120, q1Orders: 310, q2Revenue: 138, q2Orders: 342 },
  { region: 'South', q1Revenue: 96, q1Orders: 255, q2Revenue: 101, q2Orders: 261 },
  { region: 'East', q1Revenue: 143, q1Orders: 388, q2Revenue: 150, q2Orders: 402 },
];

export default function ColumnGroupingTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 520 }} aria-label="Sales by region and quarter">
        <TableHead>
          {/* The first header row groups the columns below it with colSpan. */}
          <TableRow>
            <TableCell rowSpan={2}>Region</TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
              First quarter
            </TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
              Second quarter
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
              Revenue (k$)
            </TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
              Revenue (k$)
            </TableCell>
            <TableCell align="right">Orders</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <TableRow key={row.region}>
              <TableCell component="th" scope="row">
                {row.region}
              </TableCell>
              <TableCell align="right" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
                {row.q1Revenue}
              </TableCell>
              <TableCell align="right">{row.q1Orders}</TableCell>
              <TableCell align="right" sx={{ borderLeft: 1, borderLeftColor: 'divider' }}>
                {row.q2Revenue}
              </TableCell>
              <TableCell align="right">{row.q2Orders}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
