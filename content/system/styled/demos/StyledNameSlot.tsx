import { ThemeProvider, createTheme, styled } from '@mui/system';

interface OwnerState {
  size: 'small' | 'large';
}

const CounterRoot = styled('div', {
  name: 'BookCounter',
  slot: 'Root',
  // Picks style overrides from the theme: always `root`, plus `small` or `large` by ownerState.
  overridesResolver: (props, styles) => [styles.root, styles[props.ownerState.size]],
})<{ ownerState: OwnerState }>({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  border: '1px solid rgba(128, 128, 128, 0.4)',
  borderRadius: 8,
});

// No overridesResolver: slot 'Count' receives styleOverrides.count by default.
const CounterCount = styled('span', { name: 'BookCounter', slot: 'Count' })({
  fontWeight: 700,
});

function BookCounter({
  count,
  size = 'small',
}: {
  count: number;
  size?: OwnerState['size'];
}) {
  const ownerState = { size };
  return (
    <CounterRoot ownerState={ownerState}>
      Books in your cart <CounterCount>{count}</CounterCount>
    </CounterRoot>
  );
}

const theme = createTheme({
  components: {
    BookCounter: {
      styleOverrides: {
        root: { borderColor: '#0b57d0' },
        large: { padding: '12px 20px', fontSize: 20 },
        count: { color: '#0b57d0' },
      },
    },
  },
});

export default function StyledNameSlot() {
  return (
    <ThemeProvider theme={theme}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}
      >
        <BookCounter count={3} />
        <BookCounter count={12} size="large" />
      </div>
    </ThemeProvider>
  );
}
