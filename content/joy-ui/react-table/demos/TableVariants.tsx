import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table, { type TableProps } from '@mui/joy/Table';

const rows = [
  { city: 'Lisbon', high: 24, low: 16, rain: '10%' },
  { city: 'Oslo', high: 17, low: 9, rain: '45%' },
  { city: 'Nairobi', high: 26, low: 14, rain: '30%' },
];

export default function TableVariants() {
  const [variant, setVariant] = React.useState<TableProps['variant']>('soft');
  const [color, setColor] = React.useState<TableProps['color']>('primary');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Select aria-label="Variant" value={variant} onChange={(_, value) => value && setVariant(value)} size="sm">
          {['plain', 'outlined', 'soft', 'solid'].map((name) => (
            <Option key={name} value={name}>{name}</Option>
          ))}
        </Select>
        <Select aria-label="Color" value={color} onChange={(_, value) => value && setColor(value)} size="sm">
          {['neutral', 'primary', 'success', 'warning', 'danger'].map((name) => (
            <Option key={name} value={name}>{name}</Option>
          ))}
        </Select>
      </Stack>
      <Table variant={variant} color={color} borderAxis="bothBetween">
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col">High (°C)</th>
            <th scope="col">Low (°C)</th>
            <th scope="col">Chance of rain</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.city}>
              <td>{row.city}</td>
              <td>{row.high}</td>
              <td>{row.low}</td>
              <td>{row.rain}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
