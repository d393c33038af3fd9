import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const hours = [
  { day: 'Monday to Friday', opens: '8:00', closes: '20:00' },
  { day: 'Saturday', opens: '9:00', closes: '18:00' },
  { day: 'Sunday', opens: '10:00', closes: '16:00' },
];

export default function AccessibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 480 }}>
      <Table>
        {/* The caption is the table's name; it sits below the table by default. */}
        <caption>Opening hours of the Riverside branch. Holidays follow the Sunday hours.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell align="right">Opens</TableCell>
            <TableCell align="right">Closes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((row) => (
            <TableRow key={row.day}>
              <TableCell component="th" scope="row">
                {row.day}
              </TableCell>
              <TableCell align="right">{row.opens}</TableCell>
              <TableCell align="right">{row.closes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
