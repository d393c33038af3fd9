import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function DisabledSelect() {
  const planId = React.useId();
  const regionId = React.useId();
  return (
    <Row>
      <Field>
        <Label htmlFor={planId}>Plan</Label>
        <Select id={planId} defaultValue="team" slots={{ root: Button, listbox: Listbox, popup: Popup }}>
          <Option value="free">Free</Option>
          <Option value="team">Team</Option>
          {/* Skipped by the keyboard and not selectable, but still visible. */}
          <Option value="enterprise" disabled>
            Enterprise (contact sales)
          </Option>
        </Select>
      </Field>
      <Field>
        <Label htmlFor={regionId}>Data region</Label>
        <Select id={regionId} defaultValue="eu" disabled slots={{ root: Button, listbox: Listbox, popup: Popup }}>
          <Option value="eu">European Union</Option>
          <Option value="us">United States</Option>
        </Select>
      </Field>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 16 });
const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif' });

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
