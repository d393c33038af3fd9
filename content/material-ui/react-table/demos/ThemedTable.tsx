import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// Theme overrides: small tables by default, uppercase headers and hover on every row.
const theme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiTable: { defaultProps: { size: 'small' } },
      MuiTableRow: { defaultProps: { hover: true } },
      MuiTableCell: {
        styleOverrides: {
          head: { textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: '0.06em', fontWeight: 700 },
        },
      },
    },
  });

const plans = [
  { plan: 'Starter', seats: 3, storage: '10 GB', price: '$0' },
  { plan: 'Team', seats: 25, storage: '1 TB', price: '$12' },
  { plan: 'Business', seats: 250, storage: '5 TB', price: '$24' },
];

export default function ThemedTable() {
  return (
    <ThemeProvider theme={theme}>
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
        <Table aria-label="Plans">
          <TableHead>
            <TableRow>
              <TableCell>Plan</TableCell>
              <TableCell align="right">Seats</TableCell>
              <TableCell align="right">Storage</TableCell>
              <TableCell align="right">Per seat</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.map((row) => (
              <TableRow key={row.plan}>
                <TableCell component="th" scope="row">
                  {row.plan}
                </TableCell>
                <TableCell align="right">{row.seats}</TableCell>
                <TableCell align="right">{row.storage}</TableCell>
                <TableCell align="right">{row.price}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ThemeProvider>
  );
}
