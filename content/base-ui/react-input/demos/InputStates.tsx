import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputStates() {
  const helperId = React.useId();
  return (
    <Stack>
      <StyledInput aria-label="Account ID" defaultValue="ACC-20931" disabled />
      <StyledInput aria-label="Invoice number" defaultValue="INV-2024-0117" readOnly />
      <div>
        {/* `error` adds the base--error class and aria-invalid; the message is yours to show. */}
        <StyledInput aria-label="Work email" defaultValue="ada@example" error aria-describedby={helperId} />
        <Helper id={helperId}>Enter a complete address, such as ada@example.com.</Helper>
      </div>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });
const Helper = styled('p')(({ theme }) => ({ margin: '4px 0 0', font: '0.8125rem system-ui, sans-serif', color: '#dc2626', ...theme.applyStyles('dark', { color: '#f87171' }) }));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 280,
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  font: '0.875rem/1.5 system-ui, sans-serif',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  '&:hover': { borderColor: '#94a3b8' },
  // The root receives `base--focused` while its input has focus: the ring goes around the whole field.
  [`&.${inputClasses.focused}`]: { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  [`&.${inputClasses.error}`]: { borderColor: '#dc2626' },
  [`&.${inputClasses.error}.${inputClasses.focused}`]: { boxShadow: '0 0 0 3px rgba(220, 38, 38, 0.3)' },
  [`&.${inputClasses.disabled}`]: { opacity: 0.55 },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    resize: 'vertical',
  },
}));
