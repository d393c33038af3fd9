import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import type { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const labels = [
  { value: 'bug', name: 'Bug', color: '#dc2626' },
  { value: 'feature', name: 'Feature request', color: '#2563eb' },
  { value: 'docs', name: 'Documentation', color: '#16a34a' },
  { value: 'question', name: 'Question', color: '#9333ea' },
];

function renderLabel(option: SelectOption<string> | null) {
  const label = labels.find((item) => item.value === option?.value);
  return label ? <LabelContent {...label} /> : null;
}

function LabelContent({ name, color }: { name: string; color: string }) {
  return (
    <span>
      <Swatch style={{ backgroundColor: color }} aria-hidden />
      {name}
    </span>
  );
}

export default function CustomOptionContent() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Issue label</Label>
      <Select id={id} defaultValue="feature" renderValue={renderLabel} slots={{ root: Button, listbox: Listbox, popup: Popup }}>
        {labels.map((label) => (
          // `label` gives the option a plain-text name for type-ahead and for the default `renderValue`.
          <Option key={label.value} value={label.value} label={label.name}>
            <LabelContent {...label} />
          </Option>
        ))}
      </Select>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif' });
const Swatch = styled('span')({ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', marginInlineEnd: 8 });

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
