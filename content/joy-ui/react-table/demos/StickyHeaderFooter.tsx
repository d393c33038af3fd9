import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const expenses = [
  { date: '2024-03-01', description: 'Train to Lyon', category: 'Travel', amount: 89.5 },
  { date: '2024-03-01', description: 'Hotel, two nights', category: 'Lodging', amount: 312 },
  { date: '2024-03-02', description: 'Client lunch', category: 'Meals', amount: 64.2 },
  { date: '2024-03-02', description: 'Taxi to venue', category: 'Travel', amount: 18.9 },
  { date: '2024-03-03', description: 'Conference pass', category: 'Events', amount: 450 },
  { date: '2024-03-03', description: 'Dinner with speakers', category: 'Meals', amount: 97.4 },
  { date: '2024-03-04', description: 'Printing of handouts', category: 'Office', amount: 35 },
  { date: '2024-03-04', description: 'Train back to Paris', category: 'Travel', amount: 92 },
];

const total = expenses.reduce((sum, expense) => sum + expense.amount, 0);
const euro = (value: number) => `€${value.toFixed(2)}`;

export default function StickyHeaderFooter() {
  return (
    // The Sheet scrolls; the header and footer rows stay in view.
    <Sheet variant="outlined" tabIndex={0} role="region" aria-label="Expenses, scrollable" sx={{ height: 260, overflow: 'auto', borderRadius: 'sm', width: '100%' }}>
      <Table stickyHeader stickyFooter hoverRow>
        <thead>
          <tr>
            <th scope="col" style={{ width: 110 }}>Date</th>
            <th scope="col">Description</th>
            <th scope="col">Category</th>
            <th scope="col" style={{ textAlign: 'right' }}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {expenses.map((expense) => (
            <tr key={expense.description}>
              <td>{expense.date}</td>
              <td>{expense.description}</td>
              <td>{expense.category}</td>
              <td style={{ textAlign: 'right' }}>{euro(expense.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>Total</th>
            <td style={{ textAlign: 'right' }}>{euro(total)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
