import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

// Children of a FormControl read its state (required, error, filled…) from context.
function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <Label htmlFor={htmlFor} data-error={formControl?.error}>
      {children}
      {formControl?.required ? ' *' : ''}
    </Label>
  );
}

export default function InputFormControl() {
  const id = React.useId();
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const showError = touched && email.trim() === '';

  return (
    // The Input takes its value, onChange, required and error from the FormControl.
    <FormControl
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={showError}
      onBlur={() => setTouched(true)}
    >
      <Field>
        <FieldLabel htmlFor={id}>Newsletter email</FieldLabel>
        <StyledInput id={id} type="email" placeholder="you@example.com" aria-describedby={`${id}-help`} />
        <Help id={`${id}-help`} data-error={showError}>
          {showError ? 'Enter an email address to subscribe.' : 'One email a month, no spam.'}
        </Help>
      </Field>
    </FormControl>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });
// Error red: #dc2626 on light pages, the lighter #f87171 on dark ones, where the darker red is hard to read.
const Label = styled('label')(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  '&[data-error="true"]': { color: '#dc2626', ...theme.applyStyles('dark', { color: '#f87171' }) },
}));
const Help = styled('p')(({ theme }) => ({
  margin: 0,
  font: '0.8125rem system-ui, sans-serif',
  opacity: 0.8,
  '&[data-error="true"]': { color: '#dc2626', opacity: 1, ...theme.applyStyles('dark', { color: '#f87171' }) },
}));

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
  // Inside a FormControl the focus state goes to the FormControl, so the Input's root never gets
  // `base--focused`: the ring follows `:focus-within` instead.
  '&:focus-within': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  [`&.${inputClasses.error}`]: { borderColor: '#dc2626' },
  [`&.${inputClasses.error}:focus-within`]: { boxShadow: '0 0 0 3px rgba(220, 38, 38, 0.3)' },
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
