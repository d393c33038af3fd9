import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Pagination count={10} size="small" aria-label="Small pages" />
      <Pagination count={10} aria-label="Medium pages" />
      <Pagination count={10} size="large" aria-label="Large pages" />
    </Stack>
  );
}
