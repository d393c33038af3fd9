import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const ROW_HEIGHT = 48;
const HEIGHT = 288; // six rows
const OVERSCAN = 3; // extra rows above and below, so fast scrolling shows no gaps

// 10,000 rows, built once: only the few in view are rendered.
const orders = Array.from({ length: 10000 }, (_, index) => `Order #${String(index + 1).padStart(5, '0')}`);

export default function VirtualizedList() {
  const [scrollTop, setScrollTop] = React.useState(0);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(orders.length, Math.ceil((scrollTop + HEIGHT) / ROW_HEIGHT) + OVERSCAN);

  return (
    <Box
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      tabIndex={0}
      aria-label={`Orders, ${orders.length} in all`}
      role="region"
      sx={{ height: HEIGHT, width: '100%', maxWidth: 360, overflowY: 'auto', bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
    >
      {/* The list is as tall as all rows together; the rendered rows are placed at their offsets. */}
      <Box component="ul" sx={{ position: 'relative', height: orders.length * ROW_HEIGHT, m: 0, p: 0 }}>
        {orders.slice(first, last).map((order, offset) => {
          const index = first + offset;
          return (
            <ListItem
              key={order}
              disablePadding
              style={{ position: 'absolute', top: index * ROW_HEIGHT, height: ROW_HEIGHT, width: '100%' }}
              aria-setsize={orders.length}
              aria-posinset={index + 1}
            >
              <ListItemButton sx={{ height: '100%' }}>
                <ListItemText primary={order} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </Box>
    </Box>
  );
}
