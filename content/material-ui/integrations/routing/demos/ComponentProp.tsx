import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router: it keeps the current path in state instead of the URL.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type FakeRouterLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

const FakeRouterLink = React.forwardRef<HTMLAnchorElement, FakeRouterLinkProps>(
  function FakeRouterLink({ to, onClick, ...other }, ref) {
    const navigate = React.useContext(NavigateContext);
    return (
      <a
        ref={ref}
        href={to}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(to);
        }}
        {...other}
      />
    );
  },
);

export default function ComponentProp() {
  const [path, setPath] = React.useState('invoices');

  return (
    <NavigateContext.Provider value={setPath}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={3} component="nav" aria-label="Billing">
          <Link component={FakeRouterLink} to="invoices">
            Invoices
          </Link>
          <Link component={FakeRouterLink} to="payment-methods">
            Payment methods
          </Link>
        </Stack>
        <Button variant="contained" component={FakeRouterLink} to="invoices/new">
          New invoice
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Current route: <code>/{path}</code>
        </Typography>
      </Stack>
    </NavigateContext.Provider>
  );
}
