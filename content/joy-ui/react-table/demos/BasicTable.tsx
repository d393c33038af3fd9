import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const plans = [
  { name: 'Hobby', price: '$0', projects: '3', storage: '1 GB', support: 'Community' },
  { name: 'Pro', price: '$12', projects: 'Unlimited', storage: '50 GB', support: 'Email' },
  { name: 'Team', price: '$29', projects: 'Unlimited', storage: '200 GB', support: 'Priority email' },
  { name: 'Enterprise', price: 'Custom', projects: 'Unlimited', storage: '2 TB', support: '24/7 phone' },
];

export default function BasicTable() {
  return (
    // Five columns squeezed into a phone's width would cut their words: the table keeps a minimum width
    // and the sheet around it scrolls sideways instead, focusable and named so the keyboard can scroll it.
    <Sheet variant="outlined" tabIndex={0} role="region" aria-label="Plans, scrollable" sx={{ overflowX: 'auto', borderRadius: 'sm' }}>
      <Table sx={{ minWidth: 520 }}>
        <caption>Plans and what each one includes, billed monthly.</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: '25%' }}>
              Plan
            </th>
            <th scope="col">Price</th>
            <th scope="col">Projects</th>
            <th scope="col">Storage</th>
            <th scope="col">Support</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.name}>
              <th scope="row">{plan.name}</th>
              <td>{plan.price}</td>
              <td>{plan.projects}</td>
              <td>{plan.storage}</td>
              <td>{plan.support}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
