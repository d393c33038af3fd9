import { styled } from '@mui/system';

type Status = 'pending' | 'shipped' | 'cancelled';

const colors: Record<Status, { bg: string; fg: string }> = {
  pending: { bg: '#fef3c7', fg: '#92400e' },
  shipped: { bg: '#dcfce7', fg: '#166534' },
  cancelled: { bg: '#fee2e2', fg: '#991b1b' },
};

// `status` styles the pill but must not reach the DOM, so shouldForwardProp filters it out.
const StatusPill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: Status }>(({ status }) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 12,
  fontSize: 14,
  fontWeight: 600,
  backgroundColor: colors[status].bg,
  color: colors[status].fg,
}));

const orders = [
  { id: '#4821', status: 'shipped' },
  { id: '#4822', status: 'pending' },
  { id: '#4823', status: 'cancelled' },
] as const;

export default function StyledProps() {
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {orders.map((order) => (
        <li key={order.id}>
          Order {order.id}{' '}
          <StatusPill status={order.status}>{order.status}</StatusPill>
        </li>
      ))}
    </ul>
  );
}
