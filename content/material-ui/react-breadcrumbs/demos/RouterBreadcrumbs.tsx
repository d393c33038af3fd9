import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// A tiny stand-in for a router so the demo runs on its own. In your app, pass your
// router's link (React Router's Link, Next.js's Link) to `component` instead.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

const RouterLink = React.forwardRef<HTMLAnchorElement, React.ComponentPropsWithoutRef<'a'>>(
  function RouterLink({ href = '', onClick, ...other }, ref) {
    const navigate = React.useContext(NavigateContext);
    const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault(); // client-side navigation, no page load
      navigate(href);
    };
    return <a ref={ref} href={href} onClick={handleClick} {...other} />;
  },
);

const titles: Record<string, string> = {
  shop: 'Shop',
  'shop/garden': 'Garden',
  'shop/garden/tools': 'Tools',
  'shop/garden/seeds': 'Seeds',
  'shop/kitchen': 'Kitchen',
};

export default function RouterBreadcrumbs() {
  const [path, setPath] = React.useState('shop/garden/tools');
  const segments = path.split('/');

  return (
    <NavigateContext.Provider value={setPath}>
      <Box sx={{ width: 360, maxWidth: '100%' }}>
        <Breadcrumbs aria-label="Breadcrumb">
          {segments.map((_, index) => {
            const to = segments.slice(0, index + 1).join('/');
            const last = index === segments.length - 1;
            return last ? (
              <Typography key={to} sx={{ color: 'text.primary' }} aria-current="page">
                {titles[to]}
              </Typography>
            ) : (
              <Link key={to} component={RouterLink} href={to} underline="hover" color="inherit">
                {titles[to]}
              </Link>
            );
          })}
        </Breadcrumbs>
        <List dense>
          {Object.keys(titles).map((key) => (
            <ListItemButton key={key} selected={key === path} onClick={() => setPath(key)}>
              <ListItemText primary={key} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </NavigateContext.Provider>
  );
}
