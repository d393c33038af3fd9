import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const maxLength = 160;

// A control of your own joins a FormControl by reading and reporting through its context.
function BioTextarea({ id }: { id: string }) {
  const formControl = useFormControlContext();
  if (formControl === undefined) {
    throw new Error('BioTextarea must be used inside a FormControl');
  }
  const { value, onChange, onFocus, onBlur, disabled, required, error } = formControl;
  return (
    <Textarea
      id={id}
      rows={3}
      maxLength={maxLength}
      value={String(value)}
      onChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      aria-invalid={error || undefined}
    />
  );
}

function CharacterCount() {
  const formControl = useFormControlContext();
  const length = String(formControl?.value ?? '').length;
  return <Count aria-live="polite">{`${length} / ${maxLength}`}</Count>;
}

export default function CustomControl() {
  const [bio, setBio] = React.useState('Product designer in Lisbon. I like type, trains and tea.');
  const id = React.useId();
  return (
    <Field value={bio} onChange={(event) => setBio(event.target.value)} error={bio.trim() === ''}>
      <label htmlFor={id}>Short bio</label>
      <BioTextarea id={id} />
      <CharacterCount />
    </Field>
  );
}

const Field = styled(FormControl)({
  display: 'grid',
  gap: 4,
  maxWidth: 360,
  font: '0.875rem/1.5 system-ui, sans-serif',
  '& label': { fontWeight: 600 },
});

const Textarea = styled('textarea')(({ theme }) => ({
  font: 'inherit',
  padding: '8px 12px',
  borderRadius: 8,
  resize: 'vertical',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: 'inherit',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 0 },
  '&[aria-invalid="true"]': { borderColor: '#dc2626' },
}));

const Count = styled('span')({ justifySelf: 'end', fontSize: '0.8125rem', opacity: 0.7 });
