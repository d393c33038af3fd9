import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const ariaLabels = {
  first: 'Aller à la première page',
  previous: 'Aller à la page précédente',
  next: 'Aller à la page suivante',
  last: 'Aller à la dernière page',
};

export default function CustomLabels() {
  const [page, setPage] = React.useState(2);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <Table lang="fr" aria-label="Commandes">
      <tfoot>
        <tr>
          <TablePagination
            count={248}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            // Every piece of text can be replaced, for translation or for tone.
            labelRowsPerPage="Lignes par page :"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
            getItemAriaLabel={(type) => ariaLabels[type]}
            // The actions slot can also show first/last buttons and its own icons.
            slotProps={{
              actions: {
                showFirstButton: true,
                showLastButton: true,
                slots: {
                  firstPageIcon: () => <span aria-hidden="true">«</span>,
                  backPageIcon: () => <span aria-hidden="true">‹</span>,
                  nextPageIcon: () => <span aria-hidden="true">›</span>,
                  lastPageIcon: () => <span aria-hidden="true">»</span>,
                },
              },
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const Table = styled('table')(({ theme }) => {
  const line = theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1';
  return {
    font: '0.875rem/1.5 system-ui, sans-serif',
    [`& .${classes.toolbar}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.select}`]: { font: 'inherit', padding: '2px 4px', borderRadius: 6, color: 'inherit', background: 'transparent', border: `1px solid ${line}` },
    [`& .${classes.actions}`]: { display: 'flex', gap: 4 },
    [`& .${classes.actions} button`]: {
      width: 32,
      height: 32,
      fontSize: '1.125rem',
      borderRadius: '50%',
      border: `1px solid ${line}`,
      background: 'transparent',
      color: 'inherit',
      cursor: 'pointer',
    },
    [`& .${classes.actions} button:disabled`]: { opacity: 0.4, cursor: 'not-allowed' },
    '& select:focus-visible, & button:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  };
});
