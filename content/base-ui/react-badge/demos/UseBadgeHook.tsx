import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

interface CounterTabProps {
  label: string;
  count: number;
}

// useBadge renders nothing: it returns the value to display (`99+` above `max`) and
// whether the count should be hidden (zero, unless `showZero`).
function CounterTab({ label, count }: CounterTabProps) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });
  return (
    <Tab type="button">
      {label}
      {invisible ? null : <Count aria-hidden="true">{displayValue}</Count>}
      {invisible ? null : <Hidden>{`, ${count} messages`}</Hidden>}
    </Tab>
  );
}

export default function UseBadgeHook() {
  return (
    <Row>
      <CounterTab label="Inbox" count={7} />
      <CounterTab label="Archived" count={0} />
      <CounterTab label="Spam" count={128} />
    </Row>
  );
}

const Hidden = styled('span')({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' });

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

const Tab = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  background: 'transparent',
  color: 'inherit',
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
}));

const Count = styled('span')(({ theme }) => ({
  padding: '0 8px',
  borderRadius: 999,
  background: theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0',
  font: '700 0.75rem/20px system-ui, sans-serif',
}));
