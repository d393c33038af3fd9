import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { styled } from '@mui/system';

function PeriodList({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef: ref });
  return (
    <Segmented {...getRootProps()} aria-label="Billing period">
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </Segmented>
  );
}

function PeriodTab({ value, children }: { value: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected } = useTab({ value, rootRef: ref });
  return (
    <Segment {...getRootProps()} data-selected={selected}>
      {children}
    </Segment>
  );
}

function PricePanel({ value, children }: { value: string; children: React.ReactNode }) {
  // The hook types its ref as HTMLElement, which fits a <section>.
  const ref = React.useRef<HTMLElement>(null);
  const { getRootProps, hidden } = useTabPanel({ value, rootRef: ref });
  return <Price {...getRootProps()}>{!hidden && children}</Price>;
}

export default function UseTabsHooks() {
  const { contextValue } = useTabs({ defaultValue: 'monthly' });
  return (
    <TabsProvider value={contextValue}>
      {/* TabsProvider renders no element: this div keeps the list above its panels. */}
      <div>
        <PeriodList>
          <PeriodTab value="monthly">Monthly</PeriodTab>
          <PeriodTab value="yearly">Yearly</PeriodTab>
        </PeriodList>
        <PricePanel value="monthly">$12 per seat, billed every month</PricePanel>
        <PricePanel value="yearly">$120 per seat, billed once a year (two months free)</PricePanel>
      </div>
    </TabsProvider>
  );
}

const Segmented = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  padding: 3,
  borderRadius: 999,
  backgroundColor: theme.palette.mode === 'dark' ? '#3f3f46' : '#e4e4e7',
}));

const Segment = styled('button')(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 18px',
  border: 'none',
  borderRadius: 999,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&[data-selected="true"]': {
    backgroundColor: theme.palette.mode === 'dark' ? '#18181b' : '#ffffff',
    boxShadow: '0 1px 3px rgba(0, 0, 0, 0.2)',
  },
  '&:focus-visible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
}));

const Price = styled('section')({ marginTop: 12, font: '0.9375rem/1.5 system-ui, sans-serif' });
