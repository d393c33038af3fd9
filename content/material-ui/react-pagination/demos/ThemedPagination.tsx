import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { createTheme, styled, ThemeProvider, type Theme } from '@mui/material/styles';

// Every Pagination under this provider is rounded and primary, and its current page is bold.
// The theme function keeps the light or dark mode of the theme around it.
const paginationTheme = (outer: Theme) =>
  createTheme({
    palette: { mode: outer.palette.mode },
    components: {
      MuiPagination: {
        defaultProps: {
          shape: 'rounded',
          color: 'primary',
          showFirstButton: true,
          showLastButton: true,
        },
      },
      MuiPaginationItem: {
        styleOverrides: {
          root: { '&.Mui-selected': { fontWeight: 700 } },
        },
      },
    },
  });

// styled() reaches the items through their class names.
const PillPagination = styled(Pagination)(({ theme }) => ({
  '& .MuiPaginationItem-root': { borderRadius: 999, minWidth: 36 },
  '& .MuiPaginationItem-root.Mui-selected': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
}));

export default function ThemedPagination() {
  return (
    <ThemeProvider theme={paginationTheme}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Pagination count={9} defaultPage={3} aria-label="Themed pages" />
        <PillPagination count={9} defaultPage={5} aria-label="Pill pages" />
        {/* sx for a one-off change. */}
        <Pagination
          count={9}
          aria-label="Centered pages"
          sx={{ '& .MuiPagination-ul': { justifyContent: 'center' } }}
        />
      </Stack>
    </ThemeProvider>
  );
}
