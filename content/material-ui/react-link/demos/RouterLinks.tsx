import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for your router: react-router's <Link to>, Next.js's <Link href> and others have this shape.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, ...other },
  ref,
) {
  const navigate = React.useContext(NavigateContext);
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Let the browser handle new-tab clicks; route everything else on the client.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a ref={ref} href={to} onClick={handleClick} {...other} />;
});

export default function RouterLinks() {
  const [path, setPath] = React.useState('orders');

  return (
    <NavigateContext.Provider value={setPath}>
      <div>
        <Stack direction="row" spacing={3} component="nav" aria-label="Account">
          {['orders', 'wishlist', 'settings'].map((to) => (
            <Link
              key={to}
              component={RouterLink}
              to={to}
              underline="hover"
              aria-current={path === to ? 'page' : undefined}
            >
              {to.charAt(0).toUpperCase() + to.slice(1)}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          Current route: <code>/{path}</code>
        </Typography>
      </div>
    </NavigateContext.Provider>
  );
}
