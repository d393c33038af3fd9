import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none yet');

  const createHandler = (action: string) => () => setLastAction(action);

  return (
    <Stack>
      <Dropdown>
        <TriggerButton>My account</TriggerButton>
        <Menu slots={{ listbox: Listbox }}>
          <Item onClick={createHandler('Profile')}>Profile</Item>
          <Item onClick={createHandler('Billing')}>Billing</Item>
          <Item onClick={createHandler('Log out')}>Log out</Item>
        </Menu>
      </Dropdown>
      <p>Last action: {lastAction}</p>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' });

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
  minWidth: 180,
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
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'default',
  userSelect: 'none',
  '&:focus': { outline: 0, backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9' },
  [`&.${menuItemClasses.focusVisible}`]: { outline: '2px solid #60a5fa', outlineOffset: -2 },
  [`&.${menuItemClasses.disabled}`]: { color: theme.palette.mode === 'dark' ? '#64748b' : '#94a3b8' },
}));
