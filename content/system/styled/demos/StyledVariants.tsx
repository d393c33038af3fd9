import { styled } from '@mui/system';

interface NoticeProps {
  severity: 'info' | 'warning';
  dense?: boolean;
}

const Notice = styled('div', {
  shouldForwardProp: (prop) => prop !== 'severity' && prop !== 'dense',
})<NoticeProps>({
  padding: 16,
  borderRadius: 8,
  borderLeft: '4px solid',
  // Each variant applies when its props match; later matches win.
  variants: [
    {
      props: { severity: 'info' },
      style: {
        backgroundColor: '#e0f2fe',
        borderColor: '#0369a1',
        color: '#0c4a6e',
      },
    },
    {
      props: { severity: 'warning' },
      style: {
        backgroundColor: '#fef3c7',
        borderColor: '#b45309',
        color: '#78350f',
      },
    },
    {
      // A function matches on any combination of props.
      props: ({ dense }) => Boolean(dense),
      style: { padding: '6px 12px', fontSize: 14 },
    },
  ],
});

export default function StyledVariants() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice severity="info">Your order ships tomorrow.</Notice>
      <Notice severity="warning">Only 2 copies left in stock.</Notice>
      <Notice severity="info" dense>
        Free returns within 30 days.
      </Notice>
    </div>
  );
}
