import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Standard color pages" />
      <Pagination count={10} color="primary" aria-label="Primary color pages" />
      <Pagination count={10} color="secondary" aria-label="Secondary color pages" />
      <Pagination count={10} disabled aria-label="Disabled pages" />
    </Stack>
  );
}
