import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

// styled(): a dark header and a larger body text, for every cell built from StyledTableCell.
const StyledTableCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
    fontWeight: 600,
  },
  [`&.${tableCellClasses.body}`]: {
    fontSize: 14,
  },
}));

// Zebra stripes on odd rows, and no border under the last row.
const StyledTableRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': { backgroundColor: theme.palette.action.hover },
  '&:last-child td, &:last-child th': { border: 0 },
}));

const flights = [
  { flight: 'LH 402', destination: 'Newark', departs: '10:35', gate: 'B44', status: 'On time' },
  { flight: 'AF 1519', destination: 'Paris', departs: '11:10', gate: 'A12', status: 'Boarding' },
  { flight: 'KL 1764', destination: 'Amsterdam', departs: '11:25', gate: 'A20', status: 'Delayed' },
  { flight: 'IB 3101', destination: 'Madrid', departs: '12:05', gate: 'C03', status: 'On time' },
];

export default function CustomizedTables() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 520 }} aria-label="Departures">
        <TableHead>
          <TableRow>
            <StyledTableCell>Flight</StyledTableCell>
            <StyledTableCell>Destination</StyledTableCell>
            <StyledTableCell align="right">Departs</StyledTableCell>
            <StyledTableCell>Gate</StyledTableCell>
            <StyledTableCell>Status</StyledTableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flights.map((row) => (
            <StyledTableRow key={row.flight}>
              <StyledTableCell component="th" scope="row">
                {row.flight}
              </StyledTableCell>
              <StyledTableCell>{row.destination}</StyledTableCell>
              <StyledTableCell align="right">{row.departs}</StyledTableCell>
              <StyledTableCell>{row.gate}</StyledTableCell>
              {/* sx for a one-off: color the status cell. */}
              <StyledTableCell sx={{ color: row.status === 'Delayed' ? 'error.main' : 'inherit', fontWeight: 500 }}>
                {row.status}
              </StyledTableCell>
            </StyledTableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
