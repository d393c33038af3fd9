import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState('—');

  const handleOpenChange = (
    event: React.MouseEvent | React.KeyboardEvent | React.FocusEvent | null,
    isOpen: boolean,
  ) => {
    setOpen(isOpen);
    // The event tells you why: a click, a key press, or focus leaving the menu.
    setReason(event ? event.type : 'programmatic');
  };

  return (
    <Stack>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <TriggerButton>Sort by</TriggerButton>
        <Menu slots={{ listbox: Listbox }}>
          <Item>Newest first</Item>
          <Item>Oldest first</Item>
          <Item>Most commented</Item>
        </Menu>
      </Dropdown>
      <output>
        {open ? 'Open' : 'Closed'}, last change from: {reason}
      </output>
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
  '&:focus': { outline: 0, backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9' },
}));
