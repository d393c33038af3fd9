import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function NamingControls() {
  const emailId = React.useId();
  return (
    <Form>
      {/* 1. A <label> tied to the input by id. */}
      <Field>
        <label htmlFor={emailId}>Email for shipping updates</label>
        <StyledInput id={emailId} type="email" placeholder="name@example.com" />
      </Field>
      {/* 2. A <label> wrapping the control: the Switch's hidden checkbox is inside it. */}
      <label>
        <StyledSwitch defaultChecked /> Gift wrap this order
      </label>
      {/* 3. No visible text: name the inner input through slotProps. */}
      <StyledSwitch slotProps={{ input: { 'aria-label': 'Save address for next time' } }} />
    </Form>
  );
}

const Form = styled('div')({ display: 'grid', gap: 16, maxWidth: 320 });
const Field = styled('div')({ display: 'grid', gap: 6 });

const StyledInput = styled(Input)(({ theme }) => ({
  [`& .${inputClasses.input}`]: {
    width: '100%', boxSizing: 'border-box', padding: '8px 12px', borderRadius: 8,
    font: '400 0.875rem/1.5 system-ui, sans-serif', color: 'inherit',
    background: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
    border: '1px solid #64748b',
  },
  [`&.${inputClasses.focused} .${inputClasses.input}`]: { outline: '3px solid #60a5fa', outlineOffset: 1 },
}));

const StyledSwitch = styled(Switch)({
  position: 'relative', display: 'inline-block', verticalAlign: 'middle',
  width: 40, height: 24, borderRadius: 12, background: '#64748b',
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute', top: 4, left: 4, width: 16, height: 16, borderRadius: '50%', background: '#fff',
  },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  [`&.${switchClasses.checked}`]: { background: '#1d4ed8' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 20 },
  [`&.${switchClasses.focusVisible}`]: { outline: '3px solid #60a5fa', outlineOffset: 2 },
});
