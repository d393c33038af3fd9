import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// Create the component once, at module level: it takes every SvgIcon prop.
const LeafIcon = createSvgIcon(
  <path d="M20 4C10 4 4 10 4 20h2.5c.6-5 3.6-8.9 8.5-11.5-3.8 3.3-6 6.9-6.6 10.9C16 18.6 20 12.7 20 4z" />,
  'Leaf',
);

export default function CreateSvgIconDemo() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <LeafIcon />
      <LeafIcon color="success" fontSize="large" />
      <Button variant="outlined" color="success" startIcon={<LeafIcon />}>
        Eco shipping
      </Button>
    </Stack>
  );
}
