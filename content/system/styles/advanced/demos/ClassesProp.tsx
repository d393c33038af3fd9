import Box from '@mui/system/Box';
import type { SxProps } from '@mui/system';

// Stable class names on each part replace the JSS `classes` prop.
function OrderRow({ id, total, sx }: { id: string; total: string; sx?: SxProps }) {
  return (
    <Box
      className="OrderRow-root"
      sx={[
        { display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span className="OrderRow-id">Order {id}</span>
      <span className="OrderRow-total">{total}</span>
    </Box>
  );
}

export default function ClassesProp() {
  return (
    <Box sx={{ width: 1, maxWidth: 360 }}>
      <OrderRow id="#4821" total="$54.90" />
      {/* The parent restyles one part through its class, as `classes={{ total: … }}` once did. */}
      <OrderRow
        id="#4822"
        total="$120.00"
        sx={{ '& .OrderRow-total': { fontWeight: 700, color: 'success.main' } }}
      />
    </Box>
  );
}
