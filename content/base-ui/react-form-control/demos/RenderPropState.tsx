import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function RenderPropState() {
  const id = React.useId();
  return (
    // A function child receives the live state: here, a tip shows only while the field has focus.
    <Field defaultValue="">
      {({ focused, filled }) => (
        <React.Fragment>
          <label htmlFor={id}>Promo code</label>
          <Input id={id} />
          <Tip>{focused && !filled ? 'Codes are 8 characters, like SPRING24.' : '\u00a0'}</Tip>
        </React.Fragment>
      )}
    </Field>
  );
}

const Field = styled(FormControl)(({ theme }) => ({
  display: 'grid',
  gap: 4,
  maxWidth: 280,
  font: '0.875rem/1.5 system-ui, sans-serif',
  '& label': { fontWeight: 600 },
  [`& .${inputClasses.input}`]: {
    width: '100%',
    boxSizing: 'border-box',
    font: 'inherit',
    textTransform: 'uppercase',
    padding: '8px 12px',
    borderRadius: 8,
    border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
    background: 'transparent',
    color: 'inherit',
  },
  [`& .${inputClasses.input}:focus-visible`]: { outline: '3px solid #60a5fa', outlineOffset: 0 },
}));

const Tip = styled('span')({ fontSize: '0.8125rem', opacity: 0.75 });
