import * as React from 'react';
import { FormControl, formControlClasses, useFormControlContext } from '@mui/base/FormControl';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

function StateReadout() {
  const state = useFormControlContext();
  if (!state) {
    return null;
  }
  const flags = (['required', 'error', 'disabled', 'focused', 'filled'] as const).filter((key) => state[key]);
  return <Readout>Context: {flags.length > 0 ? flags.join(', ') : 'no flags set'}</Readout>;
}

export default function PropagatedStates() {
  const [flags, setFlags] = React.useState({ required: true, error: false, disabled: false });
  const inputId = React.useId();

  return (
    <div>
      <Toggles>
        {(Object.keys(flags) as Array<keyof typeof flags>).map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={flags[name]}
              onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
            />
            {name}
          </label>
        ))}
      </Toggles>
      {/* Set once on FormControl; the Input below picks every flag up from context. */}
      <Field {...flags} defaultValue="">
        <label htmlFor={inputId}>Company name</label>
        <Input id={inputId} />
        <StateReadout />
      </Field>
    </div>
  );
}

const Toggles = styled('div')({ display: 'flex', gap: 16, marginBottom: 12, font: '0.875rem system-ui, sans-serif' });

const Field = styled(FormControl)(({ theme }) => ({
  display: 'grid',
  gap: 4,
  maxWidth: 320,
  font: '0.875rem/1.5 system-ui, sans-serif',
  [`& .${inputClasses.input}`]: {
    width: '100%',
    boxSizing: 'border-box',
    font: 'inherit',
    padding: '8px 12px',
    borderRadius: 8,
    border: `2px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
    background: 'transparent',
    color: 'inherit',
    outline: 0,
  },
  [`&.${formControlClasses.focused} .${inputClasses.input}`]: { borderColor: '#2563eb' },
  [`&.${formControlClasses.error} .${inputClasses.input}`]: { borderColor: '#dc2626' },
  [`&.${formControlClasses.disabled}`]: { opacity: 0.5 },
  [`&.${formControlClasses.required} > label::after`]: { content: '" *"' },
}));

const Readout = styled('output')({ fontFamily: 'ui-monospace, monospace', fontSize: '0.8125rem', opacity: 0.8 });
