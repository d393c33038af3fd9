import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table, { type TableProps } from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const axes = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'];
const rows = [
  { team: 'Falcons', won: 12, lost: 3, points: 36 },
  { team: 'Harriers', won: 10, lost: 5, points: 30 },
  { team: 'Kestrels', won: 7, lost: 8, points: 21 },
];

export default function TableBorders() {
  const [borderAxis, setBorderAxis] = React.useState<TableProps['borderAxis']>('both');
  const selectId = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The label names the Select's button; wrapping the Select would also wrap its hidden form input. */}
      <Typography component="div" level="body-sm" endDecorator={
        <Select id={selectId} size="sm" value={borderAxis} onChange={(_, value) => value && setBorderAxis(value)}>
          {axes.map((axis) => (
            <Option key={axis} value={axis}>{axis}</Option>
          ))}
        </Select>
      }>
        <label htmlFor={selectId}>borderAxis</label>
      </Typography>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', p: 1 }}>
        <Table borderAxis={borderAxis}>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team}>
                <th scope="row">{row.team}</th>
                <td>{row.won}</td>
                <td>{row.lost}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Stack>
  );
}
