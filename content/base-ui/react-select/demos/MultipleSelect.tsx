import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import type { SelectOption } from '@mui/base/useOption';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

// With `multiple`, `renderValue` receives an array of the selected options.
function renderTags(options: SelectOption<string>[]) {
  if (options.length === 0) {
    return <span>Add tags…</span>;
  }
  return options.map((option) => <Chip key={option.value}>{option.label}</Chip>);
}

export default function MultipleSelect() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Article tags</Label>
      <Select
        id={id}
        multiple
        defaultValue={['react', 'accessibility']}
        renderValue={renderTags}
        slots={{ root: Button, listbox: Listbox, popup: Popup }}
      >
        <Option value="react">React</Option>
        <Option value="typescript">TypeScript</Option>
        <Option value="accessibility">Accessibility</Option>
        <Option value="performance">Performance</Option>
        <Option value="testing">Testing</Option>
      </Select>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 320 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif' });

const Chip = styled('span')(({ theme }) => ({
  display: 'inline-block',
  margin: '0 4px 4px 0',
  padding: '0 8px',
  borderRadius: 999,
  backgroundColor: '#dbeafe',
  color: '#1e3a8a',
  ...theme.applyStyles('dark', { backgroundColor: '#1e3a8a', color: '#dbeafe' }),
}));

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
