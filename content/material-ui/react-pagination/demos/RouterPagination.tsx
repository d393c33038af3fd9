import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for your router: react-router's <Link to> and Next.js's <Link href> have this shape.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

export default function RouterPagination() {
  // In a real app, read the page from the router's location instead.
  const [location, setLocation] = React.useState('orders?page=3');
  const page = Number(new URLSearchParams(location.split('?')[1]).get('page') ?? '1');

  return (
    <NavigateContext.Provider value={setLocation}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          Current URL: <code>/{location}</code>
        </Typography>
        {/* `page` comes from the URL; each item is a link, so no onChange is needed. */}
        <Pagination
          page={page}
          count={8}
          aria-label="Order pages"
          renderItem={(item) => (
            <PaginationItem
              component={RouterLink}
              to={`orders${item.page === 1 ? '' : `?page=${item.page}`}`}
              {...item}
            />
          )}
        />
      </Stack>
    </NavigateContext.Provider>
  );
}
