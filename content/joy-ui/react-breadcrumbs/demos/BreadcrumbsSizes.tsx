import Stack from '@mui/joy/Stack';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack>
      {sizes.map((size) => (
        // The links and text inside take the size's font; no size prop on them.
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumb, size ${size}`}>
          <Link color="neutral" href="#">
            Projects
          </Link>
          <Link color="neutral" href="#">
            Website redesign
          </Link>
          <Typography aria-current="page">Size {size}</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
