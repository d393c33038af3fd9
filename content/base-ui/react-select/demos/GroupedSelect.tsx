import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { OptionGroup, optionGroupClasses } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';

export default function GroupedSelect() {
  const id = React.useId();
  return (
    <Field>
      <Label htmlFor={id}>Time zone</Label>
      <Select id={id} defaultValue="Europe/Paris" slots={{ root: Button, listbox: Listbox, popup: Popup }}>
        <Group label="Europe">
          <Option value="Europe/Lisbon">Lisbon (UTC+0)</Option>
          <Option value="Europe/Paris">Paris (UTC+1)</Option>
          <Option value="Europe/Athens">Athens (UTC+2)</Option>
        </Group>
        <Group label="Americas">
          <Option value="America/New_York">New York (UTC−5)</Option>
          <Option value="America/Chicago">Chicago (UTC−6)</Option>
          <Option value="America/Los_Angeles">Los Angeles (UTC−8)</Option>
        </Group>
        {/* A disabled group is only styled as such: disable its options one by one. */}
        <Group label="Asia (coming soon)" disabled>
          <Option value="Asia/Tokyo" disabled>
            Tokyo (UTC+9)
          </Option>
        </Group>
      </Select>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif' });

const Group = styled(OptionGroup)({
  listStyle: 'none',
  [`& .${optionGroupClasses.label}`]: {
    display: 'block',
    padding: '8px 10px 2px',
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    opacity: 0.7,
  },
  [`& .${optionGroupClasses.list}`]: { padding: 0 },
});

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
