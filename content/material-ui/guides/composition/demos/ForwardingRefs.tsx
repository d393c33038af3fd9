import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

type Status = 'paid' | 'pending' | 'refunded';

const paletteKey = { paid: 'success', pending: 'warning', refunded: 'info' } as const;

interface OrderStatusProps extends React.HTMLAttributes<HTMLSpanElement> {
  status: Status;
}

// Forwards the ref and spreads the remaining props (Tooltip's event handlers and aria attributes).
const OrderStatus = React.forwardRef<HTMLSpanElement, OrderStatusProps>(function OrderStatus(
  { status, ...other },
  ref,
) {
  return (
    <Box
      component="span"
      ref={ref}
      tabIndex={0}
      {...other}
      sx={{ color: `${paletteKey[status]}.main`, border: 1, borderRadius: 3, px: 1.25, py: 0.25 }}
    >
      {status}
    </Box>
  );
});

// describeChild: the visible status names the badge, the tooltip adds a description (aria-describedby).
export default function ForwardingRefs() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Paid by card on June 3">
        <OrderStatus status="paid" />
      </Tooltip>
      <Tooltip describeChild title="Waiting for the bank transfer">
        <OrderStatus status="pending" />
      </Tooltip>
      <Tooltip describeChild title="Refunded on June 12">
        <OrderStatus status="refunded" />
      </Tooltip>
    </Stack>
  );
}
