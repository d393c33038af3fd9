import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

// A component from elsewhere in your app: it spreads every prop it gets onto a <button> and knows
// nothing about Base UI. Used as a slot as it is, React would warn about an unknown `ownerState` prop.
const PlanCard = React.forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(function PlanCard(props, ref) {
  return <CardRoot ref={ref} type="button" {...props} />;
});

// prepareForSlot drops `ownerState` and forwards the ref, so PlanCard can be the root slot.
const PlanCardSlot = prepareForSlot(PlanCard);

export default function PrepareForSlotDemo() {
  return (
    <Button slots={{ root: PlanCardSlot }}>
      <strong>Team plan</strong>
      <span>$12 per user, billed monthly</span>
    </Button>
  );
}

const CardRoot = styled('button')(({ theme }) => ({
  display: 'grid', gap: 2, textAlign: 'start', padding: '12px 16px', borderRadius: 12, cursor: 'pointer',
  font: '0.875rem/1.5 system-ui, sans-serif', color: 'inherit',
  background: theme.palette.mode === 'dark' ? '#1e293b' : '#f8fafc',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1'}`,
  // Base UI still adds its state classes to the slot.
  [`&.${buttonClasses.active}`]: { transform: 'scale(0.98)' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
}));
