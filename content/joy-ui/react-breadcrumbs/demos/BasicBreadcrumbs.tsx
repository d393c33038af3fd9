import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="#">
        Shop
      </Link>
      <Link color="neutral" href="#">
        Furniture
      </Link>
      {/* The current page is text, not a link, and is marked with aria-current. */}
      <Typography aria-current="page">Desk chairs</Typography>
    </Breadcrumbs>
  );
}
