import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function SelectFormSubmission() {
  const sizeId = React.useId();
  const extrasId = React.useId();
  const [submitted, setSubmitted] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Each Select with a `name` renders a hidden <input>, so FormData sees it like any field.
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data)));
  };

  return (
    <Form onSubmit={handleSubmit}>
      <Label htmlFor={sizeId}>Pizza size</Label>
      <Select id={sizeId} name="size" required placeholder="Pick a size…" slots={{ root: Button, listbox: Listbox, popup: Popup }}>
        <Option value="small">Small, 25 cm</Option>
        <Option value="medium">Medium, 30 cm</Option>
        <Option value="large">Large, 35 cm</Option>
      </Select>
      <Label htmlFor={extrasId}>Extras</Label>
      <Select id={extrasId} name="extras"
        multiple
        defaultValue={['basil']}
        // By default, several values are posted as a JSON array; this posts "basil,olives" instead.
        getSerializedValue={(options) => options.map((option) => option.value).join(',')}
        slots={{ root: Button, listbox: Listbox, popup: Popup }}>
        <Option value="basil">Fresh basil</Option>
        <Option value="olives">Olives</Option>
        <Option value="chili">Chili oil</Option>
      </Select>
      <Submit type="submit">Order</Submit>
      <Output aria-live="polite">{submitted && `Submitted: ${submitted}`}</Output>
    </Form>
  );
}

const Form = styled('form')({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif', marginTop: 8 });
const Submit = styled('button')({ marginTop: 12, font: '600 0.875rem system-ui, sans-serif', padding: '8px 16px', borderRadius: 8, border: 0, backgroundColor: '#2563eb', color: '#ffffff', cursor: 'pointer' });
const Output = styled('output')({ font: '0.8125rem ui-monospace, monospace', minHeight: '1.5em' });

const Button = styled('button')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  minWidth: 240,
  textAlign: 'start',
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  cursor: 'pointer',
  '&::after': { content: '"▾"', float: 'inline-end' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #93c5fd', outlineOffset: 2 },
  [`&.${selectClasses.disabled}`]: { opacity: 0.5, cursor: 'not-allowed' },
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  margin: '4px 0',
  padding: 4,
  minWidth: 240,
  maxHeight: 280,
  overflow: 'auto',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#ffffff',
  color: '#1e293b',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)',
  outline: 0,
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b', borderColor: '#475569', color: '#e2e8f0' }),
  [`& .${optionClasses.root}`]: { listStyle: 'none', padding: '6px 10px', borderRadius: 6 },
  [`& .${optionClasses.highlighted}`]: {
    backgroundColor: '#f1f5f9',
    ...theme.applyStyles('dark', { backgroundColor: '#334155' }),
  },
  [`& .${optionClasses.selected}`]: {
    fontWeight: 600,
    color: '#1d4ed8',
    '&::after': { content: '"✓"', float: 'inline-end' },
    ...theme.applyStyles('dark', { color: '#93c5fd' }),
  },
  [`& .${optionClasses.disabled}`]: { opacity: 0.45 },
}));

const Popup = styled('div')({ zIndex: 1 });
