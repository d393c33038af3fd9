import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      {/* Jump straight to the first or last page. */}
      <Pagination
        count={10}
        showFirstButton
        showLastButton
        aria-label="Pages with first and last"
      />
      {/* Only the page numbers. */}
      <Pagination count={10} hidePrevButton hideNextButton aria-label="Page numbers only" />
    </Stack>
  );
}
