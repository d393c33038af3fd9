import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const stations = [
  { city: 'Reykjavík', high: 7, low: 2, rain: 11 },
  { city: 'Lisbon', high: 19, low: 12, rain: 3 },
  { city: 'Nairobi', high: 24, low: 13, rain: 6 },
  { city: 'Osaka', high: 16, low: 8, rain: 8 },
  { city: 'Quito', high: 19, low: 10, rain: 14 },
];

export default function DenseTable() {
  const [dense, setDense] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel control={<Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />} label="Dense" />
      <TableContainer component={Paper} variant="outlined">
        <Table size={dense ? 'small' : 'medium'} aria-label="Weather this week">
          <TableHead>
            <TableRow>
              <TableCell>City</TableCell>
              <TableCell align="right">High (°C)</TableCell>
              <TableCell align="right">Low (°C)</TableCell>
              <TableCell align="right">Rainy days</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stations.map((row) => (
              <TableRow key={row.city}>
                <TableCell component="th" scope="row">
                  {row.city}
                </TableCell>
                <TableCell align="right">{row.high}</TableCell>
                <TableCell align="right">{row.low}</TableCell>
                <TableCell align="right">{row.rain}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
