import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const commands = [
  { label: 'Cut', shortcut: 'Ctrl+X', disabled: false },
  { label: 'Copy', shortcut: 'Ctrl+C', disabled: false },
  // Nothing on the clipboard yet, so Paste is unavailable.
  { label: 'Paste', shortcut: 'Ctrl+V', disabled: true },
  { label: 'Select all', shortcut: 'Ctrl+A', disabled: false },
];

export default function DisabledItems() {
  return (
    <Dropdown>
      <TriggerButton>Edit</TriggerButton>
      <Menu slots={{ listbox: Listbox }}>
        {commands.map((command) => (
          // `label` is what typing a letter matches, so the shortcut text does not get in the way.
          <Item key={command.label} label={command.label} disabled={command.disabled}>
            <span>{command.label}</span>
            <Shortcut>{command.shortcut}</Shortcut>
          </Item>
        ))}
      </Menu>
    </Dropdown>
  );
}

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#cbd5e1'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  cursor: 'pointer',
  [`&.${menuButtonClasses.expanded}`]: { borderColor: '#2563eb' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
}));

const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  minWidth: 220,
  margin: '6px 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 10,
  outline: 0,
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#e2e8f0'}`,
  backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
}));

const Item = styled(MenuItem)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 24,
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'default',
  '&:focus': { outline: 0, backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9' },
  [`&.${menuItemClasses.focusVisible}`]: { outline: '2px solid #60a5fa', outlineOffset: -2 },
  // Disabled items stay reachable with the arrow keys, so give them a distinct look.
  [`&.${menuItemClasses.disabled}`]: { color: theme.palette.mode === 'dark' ? '#64748b' : '#94a3b8' },
}));

const Shortcut = styled('kbd')({ font: 'inherit', opacity: 0.6 });
