import * as React from 'react';
import { ThemeProvider, createTheme, styled, useThemeProps, type ComponentsOverrides, type ComponentsProps, type ComponentsVariants, type Theme, type ThemeOptions } from '@mui/material/styles';
import Stack from '@mui/material/Stack';

export interface MetricProps {
  label: string;
  value: string;
  variant?: 'plain' | 'outlined';
}

type MetricOwnerState = Required<Pick<MetricProps, 'variant'>>;

declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    MuiMetric: 'root' | 'value' | 'label';
  }
  interface ComponentsPropsList {
    MuiMetric: Partial<MetricProps>;
  }
  interface Components<Theme = unknown> {
    MuiMetric?: {
      defaultProps?: ComponentsProps['MuiMetric'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiMetric'];
      variants?: ComponentsVariants<Theme>['MuiMetric'];
    };
  }
}

// `name` and `slot` connect each part to theme.components.MuiMetric.styleOverrides.
const MetricRoot = styled('div', { name: 'MuiMetric', slot: 'root' })<{ ownerState: MetricOwnerState }>(({ theme, ownerState }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  ...(ownerState.variant === 'outlined' && { border: `1px solid ${theme.palette.divider}` }),
}));
const MetricValue = styled('p', { name: 'MuiMetric', slot: 'value' })(({ theme }) => ({ ...theme.typography.h5, margin: 0 }));
const MetricLabel = styled('p', { name: 'MuiMetric', slot: 'label' })(({ theme }) => ({ ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary }));

const Metric = React.forwardRef<HTMLDivElement, MetricProps>(function Metric(inProps, ref) {
  // Merges theme.components.MuiMetric.defaultProps under the props.
  const { label, value, variant = 'plain' } = useThemeProps({ props: inProps, name: 'MuiMetric' });
  return (
    <MetricRoot ref={ref} ownerState={{ variant }}>
      <MetricValue>{value}</MetricValue>
      <MetricLabel>{label}</MetricLabel>
    </MetricRoot>
  );
});

const overrides: ThemeOptions = {
  components: {
    MuiMetric: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { value: ({ theme }) => ({ color: theme.palette.primary.main, fontWeight: 700 }) },
    },
  },
};

// Extends the theme around the demo; in an app, pass the overrides to createTheme() at the root.
const dashboardTheme = (outer: Theme) => createTheme(outer, overrides);

export default function MetricCard() {
  return (
    <ThemeProvider theme={dashboardTheme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Metric label="Active users" value="8,412" />
        <Metric label="Churn this month" value="1.8%" />
        <Metric label="Median session" value="6m 12s" variant="plain" />
      </Stack>
    </ThemeProvider>
  );
}
