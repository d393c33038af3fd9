import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const services = [
  { name: 'API gateway', uptime: '99.99%', latency: '42 ms' },
  { name: 'Search', uptime: '99.95%', latency: '118 ms' },
  { name: 'Payments', uptime: '99.98%', latency: '87 ms' },
];

export default function InvertedTable() {
  return (
    // The header cells take the Sheet's background from --Sheet-background.
    <Sheet variant="solid" color="primary" invertedColors sx={{ p: 2, borderRadius: 'md', width: '100%' }}>
      <Typography level="title-md" id="status-title" sx={{ mb: 1 }}>
        Service status, last 30 days
      </Typography>
      <Table aria-labelledby="status-title" stripe="odd" borderAxis="none">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Uptime</th>
            <th scope="col">Median latency</th>
          </tr>
        </thead>
        <tbody>
          {services.map((service) => (
            <tr key={service.name}>
              <td>{service.name}</td>
              <td>{service.uptime}</td>
              <td>{service.latency}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
