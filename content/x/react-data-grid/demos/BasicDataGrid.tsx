import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Library {
  id: number;
  name: string;
  kind: string;
  components: number;
  stable: boolean;
}

const columns: GridColDef<Library>[] = [
  { field: 'name', headerName: 'Library', flex: 1, minWidth: 140 },
  { field: 'kind', headerName: 'Kind', width: 150 },
  { field: 'components', headerName: 'Components', type: 'number', width: 130 },
  { field: 'stable', headerName: 'Stable', type: 'boolean', width: 100 },
];

const rows: Library[] = [
  { id: 1, name: 'Material UI', kind: 'Styled', components: 60, stable: true },
  { id: 2, name: 'Joy UI', kind: 'Styled', components: 45, stable: false },
  { id: 3, name: 'Base UI', kind: 'Unstyled', components: 30, stable: false },
  { id: 4, name: 'MUI System', kind: 'Utilities', components: 6, stable: true },
  { id: 5, name: 'MUI X Data Grid', kind: 'Advanced', components: 1, stable: true },
];

export default function BasicDataGrid() {
  // The grid fills its parent, so the parent needs a height: here, the header, five rows and the footer.
  return (
    <Box sx={{ height: 372, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={{ sorting: { sortModel: [{ field: 'components', sort: 'desc' }] }, pagination: { paginationModel: { pageSize: 5 } } }} pageSizeOptions={[5, 10]} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
