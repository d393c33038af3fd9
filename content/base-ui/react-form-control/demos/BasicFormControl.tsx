import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

// Label and HelperText read the state FormControl shares, so nothing is passed by hand.
function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <LabelRoot htmlFor={htmlFor} data-error={formControl?.error}>
      {children}
      {formControl?.required ? ' *' : ''}
    </LabelRoot>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  if (!formControl) {
    return null;
  }
  const showError = formControl.error || (formControl.required && !formControl.filled);
  return (
    <Helper id={id} data-error={showError}>
      {showError ? 'Enter an email address.' : 'We send the receipt here.'}
    </Helper>
  );
}

export default function BasicFormControl() {
  const inputId = React.useId();
  const helperId = React.useId();
  return (
    <FormControl defaultValue="" required>
      <Label htmlFor={inputId}>Email</Label>
      <StyledInput id={inputId} type="email" placeholder="name@example.com" aria-describedby={helperId} />
      <HelperText id={helperId} />
    </FormControl>
  );
}

const LabelRoot = styled('label')({
  display: 'block',
  marginBottom: 4,
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  '&[data-error="true"]': { color: '#dc2626' },
});

const StyledInput = styled(Input)(({ theme }) => ({
  maxWidth: 320,
  [`& .${inputClasses.input}`]: {
    width: '100%',
    boxSizing: 'border-box',
    font: '0.875rem/1.5 system-ui, sans-serif',
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
    backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
    color: 'inherit',
    outline: 0,
  },
  // Inside a FormControl, focus is tracked by the FormControl and the Input's root never gets `base--focused`.
  [`& .${inputClasses.input}:focus`]: { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
}));

const Helper = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  font: '0.8125rem/1.5 system-ui, sans-serif',
  color: theme.palette.mode === 'dark' ? '#94a3b8' : '#64748b',
  '&[data-error="true"]': { color: theme.palette.mode === 'dark' ? '#f87171' : '#dc2626' },
}));
