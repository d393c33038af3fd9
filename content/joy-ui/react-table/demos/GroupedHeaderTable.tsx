import Table from '@mui/joy/Table';

const regions = [
  { name: 'North', q1Sales: 120, q1Target: 110, q2Sales: 134, q2Target: 125 },
  { name: 'South', q1Sales: 98, q1Target: 105, q2Sales: 112, q2Target: 110 },
  { name: 'West', q1Sales: 143, q1Target: 130, q2Sales: 151, q2Target: 140 },
];

export default function GroupedHeaderTable() {
  return (
    // Two header rows: colSpan and rowSpan group the columns; the border shows the groups.
    <Table borderAxis="both">
      <caption>Sales against target, in thousands of dollars</caption>
      <thead>
        <tr>
          <th rowSpan={2} scope="col" style={{ verticalAlign: 'middle' }}>
            Region
          </th>
          <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
            Q1
          </th>
          <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
            Q2
          </th>
        </tr>
        <tr>
          <th scope="col">Sales</th>
          <th scope="col">Target</th>
          <th scope="col">Sales</th>
          <th scope="col">Target</th>
        </tr>
      </thead>
      <tbody>
        {regions.map((region) => (
          <tr key={region.name}>
            <th scope="row">{region.name}</th>
            <td>{region.q1Sales}</td>
            <td>{region.q1Target}</td>
            <td>{region.q2Sales}</td>
            <td>{region.q2Target}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
