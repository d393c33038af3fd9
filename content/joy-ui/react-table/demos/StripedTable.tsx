import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const trains = [
  { time: '08:05', destination: 'Amsterdam Centraal', platform: '4', status: 'On time' },
  { time: '08:12', destination: 'Utrecht', platform: '7b', status: 'On time' },
  { time: '08:20', destination: 'Rotterdam', platform: '2', status: '5 min late' },
  { time: '08:34', destination: 'Eindhoven', platform: '11', status: 'On time' },
  { time: '08:41', destination: 'Leiden', platform: '3a', status: 'Cancelled' },
];

export default function StripedTable() {
  const [stripe, setStripe] = React.useState<'odd' | 'even'>('odd');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Striped rows"
        value={stripe}
        onChange={(event) => setStripe(event.target.value as 'odd' | 'even')}
      >
        <Radio value="odd" label="odd" />
        <Radio value="even" label="even" />
      </RadioGroup>
      {/* hoverRow shades the row under the pointer. */}
      <Table stripe={stripe} hoverRow>
        <thead>
          <tr>
            <th scope="col" style={{ width: 80 }}>Time</th>
            <th scope="col">Destination</th>
            <th scope="col" style={{ width: 90 }}>Platform</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {trains.map((train) => (
            <tr key={train.time}>
              <td>{train.time}</td>
              <td>{train.destination}</td>
              <td>{train.platform}</td>
              <td>{train.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
