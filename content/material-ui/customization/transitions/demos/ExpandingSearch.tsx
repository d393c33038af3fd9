import { styled } from '@mui/material/styles';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';

const SearchField = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  width: 200,
  padding: theme.spacing(0.5, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius * 5,
  // Two properties, the theme's shorter duration and its deceleration curve.
  transition: theme.transitions.create(['width', 'border-color'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&:focus-within': { width: 300, borderColor: theme.palette.primary.main },
  [theme.breakpoints.down('sm')]: { '&:focus-within': { width: '100%' } },
}));

export default function ExpandingSearch() {
  return (
    <SearchField>
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase placeholder="Search orders…" inputProps={{ 'aria-label': 'Search orders' }} sx={{ flex: 1 }} />
    </SearchField>
  );
}
