import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

interface PillButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: React.MouseEventHandler<HTMLButtonElement>;
}

// The hook supplies behavior and state; this component decides the markup.
function PillButton({ children, disabled = false, onClick }: PillButtonProps) {
  // Naming the element up front keeps server and client markup in agreement.
  const { getRootProps, active, focusVisible } = useButton({ disabled, rootElementName: 'button' });

  return (
    <Pill {...getRootProps({ onClick })} data-active={active} data-focus-visible={focusVisible}>
      {children}
    </Pill>
  );
}

export default function UseButtonHook() {
  return (
    <Row>
      <PillButton>Follow</PillButton>
      <PillButton disabled>Following</PillButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Pill = styled('button')({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '6px 20px',
  borderRadius: 999,
  border: 'none',
  backgroundColor: '#0f766e',
  color: '#ffffff',
  cursor: 'pointer',
  '&[data-active="true"]': { backgroundColor: '#115e59' },
  '&[data-focus-visible="true"]': { outline: '3px solid #5eead4', outlineOffset: 2 },
  '&:disabled': { backgroundColor: '#94a3b8', cursor: 'not-allowed' },
});
