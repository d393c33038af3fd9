import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  email: string;
  city: string;
  items: number;
  total: number;
}

const columns: GridColDef<Order>[] = [
  // The column of drag handles has a blank header by default. Naming it tells every reader,
  // screen readers included, what the handles are for.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', renderHeader: undefined, width: 76 },
  // Together the columns are wider than the page, so there is something to scroll sideways past the pinned one.
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'city', headerName: 'City', width: 200 },
  { field: 'items', headerName: 'Items', type: 'number', width: 160 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 180,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

const customers = ['Ada', 'Grace', 'Linus', 'Margaret', 'Tim', 'Barbara'];
const cities = ['Lisbon', 'Oslo', 'Nairobi', 'Osaka', 'Lima', 'Tallinn'];

// Deterministic rows, so the server and the browser agree.
const rows: Order[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length]!,
  email: `${customers[index % customers.length]!.toLowerCase()}@example.com`,
  city: cities[(index * 5) % cities.length]!,
  items: (index % 7) + 1,
  total: ((index * 37) % 500) + 19.99,
}));

export default function ProDataGrid() {
  // Pro features: the customer column stays pinned while you scroll sideways, and you can
  // drag rows to reorder them. The license key is set once at app start (LicenseInfo.setLicenseKey).
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering initialState={{ pinnedColumns: { left: ['customer'] } }} />
    </Box>
  );
}
