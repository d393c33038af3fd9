import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';

const rows = [
  { sku: 'KB-104', item: 'Mechanical keyboard', stock: 42 },
  { sku: 'MS-220', item: 'Wireless mouse', stock: 118 },
  { sku: 'HD-310', item: 'USB-C hub', stock: 7 },
];

export default function TableSizes() {
  const [size, setSize] = React.useState<'sm' | 'md' | 'lg'>('md');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Table size"
        size="sm"
        value={size}
        onChange={(_, value) => value && setSize(value)}
      >
        <Button value="sm">sm</Button>
        <Button value="md">md</Button>
        <Button value="lg">lg</Button>
      </ToggleButtonGroup>
      {/* size sets the row height, cell padding and font size. */}
      <Table size={size}>
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Item</th>
            <th scope="col">In stock</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sku}>
              <td>{row.sku}</td>
              <td>{row.item}</td>
              <td>{row.stock}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
