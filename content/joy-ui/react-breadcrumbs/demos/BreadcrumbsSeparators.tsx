import Stack from '@mui/joy/Stack';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

const separators = ['›', '-', <ChevronRightRounded key="icon" />];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {separators.map((separator, index) => (
        <Breadcrumbs key={index} separator={separator} aria-label={`Breadcrumb ${index + 1}`}>
          <Link color="neutral" href="#">
            Docs
          </Link>
          <Link color="neutral" href="#">
            Guides
          </Link>
          <Typography aria-current="page">Dark mode</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
