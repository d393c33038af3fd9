import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const orders = Array.from({ length: 24 }, (_, i) => ({
  id: 5100 + i,
  customer: ['Ana Souza', 'Jonas Okafor', 'Hana Kim', 'Lena Tanaka'][i % 4],
  total: (19.5 + i * 7.25).toFixed(2),
}));

export default function ElevateAppBar() {
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);
  // disableHysteresis and threshold 0: true as soon as the page leaves the top.
  const scrolled = useScrollTrigger({
    target: root?.ownerDocument.defaultView ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box ref={setRoot}>
      {/* Flat at the top of the page, a shadow once content scrolls under it. */}
      <AppBar color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Orders
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2 }}>
        {orders.map((order) => (
          <Typography component="li" key={order.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            #{order.id} · {order.customer} · ${order.total}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
