import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';

const issues = [
  { id: '#1432', title: 'Date picker closes when the month is changed with the keyboard on Safari', author: 'r.okafor', updated: '2 days ago' },
  { id: '#1429', title: 'Add a size prop to the breadcrumb separator', author: 'lmartin', updated: '4 days ago' },
  { id: '#1417', title: 'Tooltip flickers when the pointer crosses the arrow of a neighbouring tooltip in a toolbar', author: 'chen.w', updated: 'last week' },
];

export default function NoWrapTable() {
  return (
    // On narrow screens the table scrolls instead of squeezing the short columns to nothing.
    <Box tabIndex={0} role="region" aria-label="Open issues, scrollable" sx={{ width: '100%', overflowX: 'auto' }}>
      {/* noWrap keeps each body row on one line; long text ends with an ellipsis. */}
      <Table noWrap sx={{ minWidth: 520 }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 70 }}>Issue</th>
            <th scope="col" style={{ width: '55%' }}>Title</th>
            <th scope="col">Author</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id}>
              <td>{issue.id}</td>
              {/* The title attribute shows the full text on hover. */}
              <td title={issue.title}>{issue.title}</td>
              <td>{issue.author}</td>
              <td>{issue.updated}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
