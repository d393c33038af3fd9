import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const rowsPerPage = 20;

export default function UnknownCount() {
  const [page, setPage] = React.useState(0);

  return (
    <Bar>
      <span>Search results for “invoice”</span>
      {/* No table here, so the root slot becomes a <div> instead of a <td>. */}
      <TablePagination
        slots={{ root: 'div' }}
        // -1: the server has not said how many results there are in total.
        count={-1}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[]}
        onPageChange={(event, newPage) => setPage(newPage)}
        labelDisplayedRows={({ from, to }) => `Results ${from}–${to}`}
      />
    </Bar>
  );
}

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  maxWidth: 560,
  padding: '8px 12px',
  borderRadius: 10,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  [`& .${classes.toolbar}`]: { display: 'flex', alignItems: 'center', gap: 12 },
  [`& .${classes.displayedRows}`]: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  [`& .${classes.actions}`]: { display: 'flex', gap: 4 },
  [`& .${classes.actions} button`]: {
    minWidth: 32,
    padding: 4,
    borderRadius: 6,
    border: 'none',
    background: theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0',
    color: 'inherit',
    cursor: 'pointer',
  },
  [`& .${classes.actions} button:disabled`]: { opacity: 0.4, cursor: 'not-allowed' },
  '& button:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
}));
