import * as React from 'react';
import { ThemeProvider, createTheme, styled, useThemeProps } from '@mui/system';

interface StatProps {
  label: string;
  value: string;
  variant?: 'outlined' | 'filled';
}

// `name` and `slot` connect the styled components to theme.components.MyStat.
const StatRoot = styled('div', { name: 'MyStat', slot: 'Root' })<{
  ownerState: StatProps;
}>(({ ownerState }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 4,
  padding: 16,
  borderRadius: 8,
  border: '1px solid #d1d5db',
  // A surface of its own, so the theme's indigo value reads on light and dark pages alike.
  background: '#ffffff',
  color: '#111827',
  ...(ownerState.variant === 'filled' && {
    border: 0,
    background: '#e0e7ff',
    color: '#1e1b4b',
  }),
}));

const StatValue = styled('span', { name: 'MyStat', slot: 'Value' })({
  fontSize: 28,
  fontWeight: 700,
});

function Stat(inProps: StatProps) {
  // Reads theme.components.MyStat.defaultProps and merges them under the given props.
  const props = useThemeProps({ props: inProps, name: 'MyStat' });
  const { label, value, variant = 'outlined' } = props;
  const ownerState = { ...props, variant };
  return (
    <StatRoot ownerState={ownerState}>
      <span>{label}</span>
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
}

const theme = createTheme({
  components: {
    MyStat: {
      defaultProps: { variant: 'filled' },
      styleOverrides: {
        root: { minWidth: 160 },
        value: { color: '#4338ca' },
      },
    },
  },
});

export default function ThemeAwareComponent() {
  return (
    <ThemeProvider theme={theme}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Stat label="Books sold" value="1,284" />
        <Stat label="Returns" value="12" variant="outlined" />
      </div>
    </ThemeProvider>
  );
}
