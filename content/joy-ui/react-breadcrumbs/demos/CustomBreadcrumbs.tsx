import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function CustomBreadcrumbs() {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator="→"
      // Tighter gap and no padding on the nav; the separator slot gets its own color.
      sx={{ '--Breadcrumbs-gap': '0.75rem', px: 0 }}
      slotProps={{ separator: { sx: { color: 'primary.plainColor' } } }}
    >
      <Link href="#" underline="always">
        Account
      </Link>
      <Link href="#" underline="always">
        Billing
      </Link>
      <Typography aria-current="page" fontWeight="lg">
        Invoices
      </Typography>
    </Breadcrumbs>
  );
}
