import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

// Each removed level next to the level that replaces it, rendered with the current theme.
const replacements: Array<{ old: string; level: keyof TypographySystem; sample: string }> = [
  { old: 'h5', level: 'title-lg', sample: 'Shipping address' },
  { old: 'h6', level: 'title-md', sample: 'Billing details' },
  { old: 'body1', level: 'body-md', sample: 'Your order ships within two days.' },
  { old: 'body2', level: 'body-sm', sample: 'Tracking arrives by email.' },
  { old: 'body3', level: 'body-xs', sample: 'Updated 5 minutes ago' },
];

export default function LevelReplacements() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto', width: '100%' }}>
      <Table aria-label="Typography levels and their replacements">
        <thead>
          <tr>
            <th style={{ width: 90 }}>Before</th>
            <th style={{ width: 100 }}>Now</th>
            <th>Preview</th>
          </tr>
        </thead>
        <tbody>
          {replacements.map((row) => (
            <tr key={row.old}>
              <td>
                <code>{row.old}</code>
              </td>
              <td>
                <code>{row.level}</code>
              </td>
              <td>
                <Typography level={row.level}>{row.sample}</Typography>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
