import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ranges = [
  { label: 'Defaults (siblingCount 1, boundaryCount 1)', siblingCount: 1, boundaryCount: 1 },
  { label: 'siblingCount 0', siblingCount: 0, boundaryCount: 1 },
  { label: 'boundaryCount 2', siblingCount: 1, boundaryCount: 2 },
  { label: 'siblingCount 0, boundaryCount 0', siblingCount: 0, boundaryCount: 0 },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {ranges.map((range) => (
        <div key={range.label}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {range.label}
          </Typography>
          <Pagination
            count={12}
            aria-label={range.label}
            defaultPage={6}
            siblingCount={range.siblingCount}
            boundaryCount={range.boundaryCount}
          />
        </div>
      ))}
    </Stack>
  );
}
