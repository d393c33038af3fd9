import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

// A billing-period picker built on useSwitch: the hook supplies the checkbox logic
// (checked state, focus-visible tracking, keyboard), the markup is a two-sided pill.
export default function HookBillingToggle() {
  const [yearly, setYearly] = React.useState(false);
  const { getInputProps, checked, focusVisible } = useSwitch({
    checked: yearly,
    onChange: (event) => setYearly(event.target.checked),
  });

  return (
    <div>
      <Pill data-focus-visible={focusVisible}>
        <Side data-selected={!checked}>Monthly</Side>
        <Side data-selected={checked}>Yearly</Side>
        <Input {...getInputProps()} aria-label="Bill yearly" />
      </Pill>
      <p>{yearly ? '$100 per year (two months free)' : '$10 per month'}</p>
    </div>
  );
}

const Pill = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: 4,
  borderRadius: 999,
  background: theme.palette.mode === 'dark' ? '#1e293b' : '#e2e8f0',
  cursor: 'pointer',
  '&[data-focus-visible="true"]': { outline: '3px solid #a78bfa', outlineOffset: 2 },
}));

const Side = styled('span')(({ theme }) => ({
  padding: '6px 16px',
  borderRadius: 999,
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  color: theme.palette.mode === 'dark' ? '#cbd5e1' : '#334155',
  transition: 'background-color 150ms, color 150ms',
  '&[data-selected="true"]': { background: '#7c3aed', color: '#ffffff' },
}));

// The real checkbox stays in the page for keyboards and screen readers, invisible on top.
const Input = styled('input')({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });
