import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import type { CSSObject } from '@mui/system';

declare module '@mui/joy/styles/components' {
  interface Components<Theme> {
    JoyStat?: {
      defaultProps?: Partial<StatProps>;
      styleOverrides?: { root?: CSSObject; value?: CSSObject; label?: CSSObject };
    };
  }
}

interface StatProps {
  value: string;
  label: string;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

// `name` and `slot` connect each styled part to `theme.components.JoyStat.styleOverrides`.
const StatRoot = styled('div', { name: 'JoyStat', slot: 'Root' })<{ ownerState: StatProps }>(({ theme, ownerState }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  ...theme.variants[ownerState.variant ?? 'outlined'][ownerState.color ?? 'neutral'],
}));
const StatValue = styled('div', { name: 'JoyStat', slot: 'Value' })(({ theme }) => ({ ...theme.typography.h3 }));
const StatLabel = styled('div', { name: 'JoyStat', slot: 'Label' })(({ theme }) => ({ ...theme.typography['body-sm'], color: 'inherit', opacity: 0.8 }));

function Stat(inProps: StatProps) {
  // Merges `theme.components.JoyStat.defaultProps` under the props given here.
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  return (
    <StatRoot ownerState={props}>
      <StatValue>{props.value}</StatValue>
      <StatLabel>{props.label}</StatLabel>
    </StatRoot>
  );
}

const plainTheme = extendTheme();
const brandTheme = extendTheme({
  components: {
    JoyStat: {
      defaultProps: { variant: 'soft', color: 'primary' },
      styleOverrides: { root: { borderRadius: '16px' }, value: { fontWeight: 800, letterSpacing: '-0.03em' }, label: { textTransform: 'uppercase', fontSize: '0.75rem' } },
    },
  },
});

export default function StatComponent() {
  const [themed, setThemed] = React.useState(true);
  return (
    <CssVarsProvider theme={themed ? brandTheme : plainTheme}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="label" level="body-sm" startDecorator={<Switch checked={themed} onChange={(event) => setThemed(event.target.checked)} />}>
          Theme with JoyStat overrides
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Stat value="1,284" label="Orders" />
          <Stat value="€48.2k" label="Revenue" />
          <Stat value="3.1%" label="Refunds" color="danger" />
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
