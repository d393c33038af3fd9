import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function CustomIcons() {
  return (
    <Pagination
      count={10}
      aria-label="Pages with arrow icons"
      renderItem={(item) => (
        // The previous and next buttons draw their icon from a slot.
        <PaginationItem slots={{ previous: ArrowBackIcon, next: ArrowForwardIcon }} {...item} />
      )}
    />
  );
}
