import Table from '@mui/joy/Table';

const releases = [
  { version: '2.4.0', date: '2024-05-02', notes: 'Dark mode for the editor' },
  { version: '2.3.1', date: '2024-04-18', notes: 'Fix for exporting large files' },
  { version: '2.3.0', date: '2024-04-03', notes: 'Keyboard shortcuts panel' },
  { version: '2.2.0', date: '2024-03-12', notes: 'Comments on shared documents' },
];

export default function TableCssVariables() {
  return (
    <Table
      stripe="even"
      hoverRow
      sx={(theme) => ({
        '--TableCell-height': '44px',
        '--TableCell-paddingX': '1rem',
        '--Table-headerUnderlineThickness': '1px',
        '--TableCell-headBackground': theme.vars.palette.background.level1,
        '--TableRow-stripeBackground': theme.vars.palette.success.softBg,
        '--TableRow-hoverBackground': theme.vars.palette.success.softHoverBg,
        // Style one column with a plain CSS selector.
        '& tbody td:first-of-type': { fontFamily: theme.vars.fontFamily.code },
      })}
    >
      <thead>
        <tr>
          <th scope="col" style={{ width: 100 }}>Version</th>
          <th scope="col" style={{ width: 130 }}>Released</th>
          <th scope="col">Highlights</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => (
          <tr key={release.version}>
            <td>{release.version}</td>
            <td>{release.date}</td>
            <td>{release.notes}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
