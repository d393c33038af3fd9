import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

interface ActionsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement>, page: number) => void;
}

// Replaces the default previous/next buttons with first, previous, a page counter, next and last.
function PaginationActions({ count, page, rowsPerPage, onPageChange }: ActionsProps) {
  const rtl = useTheme().direction === 'rtl'; // arrows point the other way in right-to-left pages
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);

  return (
    <Box sx={{ flexShrink: 0, ml: 2.5, display: 'flex', alignItems: 'center' }}>
      <IconButton onClick={(e) => onPageChange(e, 0)} disabled={page === 0} aria-label="First page">
        {rtl ? <LastPageIcon /> : <FirstPageIcon />}
      </IconButton>
      <IconButton onClick={(e) => onPageChange(e, page - 1)} disabled={page === 0} aria-label="Previous page">
        {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
      </IconButton>
      <Box component="span" sx={{ mx: 1, typography: 'body2' }}>
        Page {page + 1} of {lastPage + 1}
      </Box>
      <IconButton onClick={(e) => onPageChange(e, page + 1)} disabled={page >= lastPage} aria-label="Next page">
        {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
      </IconButton>
      <IconButton onClick={(e) => onPageChange(e, lastPage)} disabled={page >= lastPage} aria-label="Last page">
        {rtl ? <FirstPageIcon /> : <LastPageIcon />}
      </IconButton>
    </Box>
  );
}

const countries = [
  ['China', 1409670000], ['India', 1428627663], ['United States', 339996563], ['Indonesia', 277534122],
  ['Pakistan', 240485658], ['Nigeria', 223804632], ['Brazil', 216422446], ['Bangladesh', 172954319],
  ['Russia', 144444359], ['Mexico', 128455567], ['Ethiopia', 126527060], ['Japan', 123294513],
] as const;

export default function CustomPaginationActionsTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const rows = countries.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 500 }} aria-label="Population by country, 2023">
        <TableBody>
          {rows.map(([name, population]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell align="right">{population.toLocaleString('en-US')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={countries.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: countries.length }]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
              ActionsComponent={PaginationActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
