import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function RoundedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} shape="rounded" aria-label="Rounded pages" />
      <Pagination
        count={10}
        variant="outlined"
        shape="rounded"
        color="primary"
        aria-label="Rounded outlined pages"
      />
    </Stack>
  );
}
