import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const customers = ['Ava Chen', 'Leo Martins', 'Zara Ahmed', 'Noah Becker', 'Ines Duarte', 'Omar Haddad', 'Mia Novak'];
// A fixed, generated data set: the same on the server and in the browser.
const orders = Array.from({ length: 23 }, (_, i) => ({
  id: `ORD-${1040 + i}`,
  customer: customers[(i * 3) % customers.length],
  total: ((i * 37) % 190) + 12.5,
}));
type Order = (typeof orders)[number];
// Arrows point the other way in right-to-left layouts.
const flip = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function OrdersTable() {
  const [desc, setDesc] = React.useState(true);
  const [page, setPage] = React.useState(0);
  const [perPage, setPerPage] = React.useState(5);
  const [selected, setSelected] = React.useState<string[]>([]);

  const sorted = [...orders].sort((a: Order, b: Order) => (desc ? b.total - a.total : a.total - b.total));
  const rows = sorted.slice(page * perPage, page * perPage + perPage);
  const last = Math.ceil(orders.length / perPage) - 1;
  const allOnPage = rows.every((row) => selected.includes(row.id));
  const toggle = (id: string) => setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', overflow: 'auto' }}>
      <Typography level="body-sm" aria-live="polite" sx={{ p: 1.5 }}>
        {selected.length} of {orders.length} orders selected
      </Typography>
      <Table hoverRow sx={{ '& tbody td': { verticalAlign: 'middle' }, '& thead th:first-of-type': { width: 48 }, '& thead th:last-of-type, & tbody td:last-of-type': { textAlign: 'right' } }}>
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                aria-label="Select the orders on this page"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((row) => selected.includes(row.id))}
                onChange={() => setSelected((prev) => (allOnPage ? prev.filter((id) => !rows.some((r) => r.id === id)) : Array.from(new Set([...prev, ...rows.map((r) => r.id)]))))}
              />
            </th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col" aria-sort={desc ? 'descending' : 'ascending'}>
              <Link component="button" underline="none" onClick={() => setDesc(!desc)} sx={{ fontWeight: 'lg' }}>
                Total {desc ? '↓' : '↑'}
              </Link>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Checkbox aria-label={`Select ${row.id}`} checked={selected.includes(row.id)} onChange={() => toggle(row.id)} />
              </td>
              <td>{row.id}</td>
              <td>{row.customer}</td>
              <td>${row.total.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
                <Select size="sm" aria-label="Rows per page" value={perPage} onChange={(_, value) => { if (value) { setPerPage(value); setPage(0); } }}>
                  {[5, 10, 25].map((n) => (<Option key={n} value={n}>{n} per page</Option>))}
                </Select>
                <Typography level="body-sm">
                  {page * perPage + 1}–{Math.min(orders.length, (page + 1) * perPage)} of {orders.length}
                </Typography>
                <IconButton size="sm" variant="outlined" aria-label="Previous page" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  <KeyboardArrowLeft sx={flip} />
                </IconButton>
                <IconButton size="sm" variant="outlined" aria-label="Next page" disabled={page >= last} onClick={() => setPage(page + 1)}>
                  <KeyboardArrowRight sx={flip} />
                </IconButton>
              </Box>
            </td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
