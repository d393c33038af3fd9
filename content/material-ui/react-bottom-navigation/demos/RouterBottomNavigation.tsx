import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';

// A tiny stand-in for a router, so the demo runs on its own. In your app, pass your
// router's link (React Router's Link, Next.js's Link) to `component` instead.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

const RouterLink = React.forwardRef<HTMLAnchorElement, React.ComponentPropsWithoutRef<'a'>>(
  function RouterLink({ href = '', onClick, ...other }, ref) {
    const navigate = React.useContext(NavigateContext);
    const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault(); // a client-side navigation, no page load
      navigate(href);
    };
    return <a ref={ref} href={href} onClick={handleClick} {...other} />;
  },
);

const routes = [
  { path: 'dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { path: 'orders', label: 'Orders', icon: <ReceiptIcon /> },
  { path: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

export default function RouterBottomNavigation() {
  const [pathname, setPathname] = React.useState('orders');

  return (
    <NavigateContext.Provider value={setPathname}>
      <Paper variant="outlined" sx={{ width: 360, maxWidth: '100%' }}>
        <Box sx={{ p: 3, minHeight: 80 }}>
          <Typography variant="body2" color="text.secondary">
            Current route: <code>{pathname}</code>
          </Typography>
        </Box>
        {/* The value is the path, so the current route is the selected action. */}
        <BottomNavigation component="nav" aria-label="Main" showLabels value={pathname}>
          {routes.map((route) => (
            <BottomNavigationAction
              key={route.path}
              component={RouterLink}
              href={route.path}
              value={route.path}
              label={route.label}
              icon={route.icon}
              aria-current={pathname === route.path ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </NavigateContext.Provider>
  );
}
