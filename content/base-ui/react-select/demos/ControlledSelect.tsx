import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function ControlledSelect() {
  const id = React.useId();
  // `null` means nothing is selected, so the placeholder shows.
  const [team, setTeam] = React.useState<string | null>(null);

  return (
    <Field>
      <Label htmlFor={id}>Assign to team</Label>
      <Select
        id={id}
        value={team}
        onChange={(_event, newValue) => setTeam(newValue)}
        placeholder="Choose a team…"
        slots={{ root: Button, listbox: Listbox, popup: Popup }}
      >
        <Option value="design">Design</Option>
        <Option value="frontend">Frontend</Option>
        <Option value="backend">Backend</Option>
        <Option value="support">Customer support</Option>
      </Select>
      <Row>
        <span>Selected: {team ?? 'none'}</span>
        <Reset type="button" onClick={() => setTeam(null)} disabled={team === null}>
          Clear
        </Reset>
      </Row>
    </Field>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });
const Label = styled('label')({ font: '600 0.875rem/1.5 system-ui, sans-serif' });
const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12, font: '0.875rem system-ui, sans-serif' });
const Reset = styled('button')({
  font: 'inherit',
  padding: '2px 10px',
  borderRadius: 6,
  border: '1px solid currentColor',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.4, cursor: 'default' },
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
