import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function HoverMenu() {
  const [open, setOpen] = React.useState(false);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout>>();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  // A short delay lets the pointer travel from the button to the menu without closing it.
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), 200);
  };

  React.useEffect(() => cancelClose, []);

  return (
    // Clicks and keys still work: `onOpenChange` keeps them in charge of the state too.
    <Dropdown open={open} onOpenChange={(event, isOpen) => setOpen(isOpen)}>
      <TriggerButton slotProps={{ root: { onMouseEnter: openNow, onMouseLeave: closeSoon } }}>
        Products
      </TriggerButton>
      <Menu
        slots={{ listbox: Listbox }}
        slotProps={{ root: { onMouseEnter: cancelClose, onMouseLeave: closeSoon } }}
      >
        <Item>Analytics</Item>
        <Item>Automation</Item>
        <Item>Integrations</Item>
      </Menu>
    </Dropdown>
  );
}

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: 'transparent',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#0f172a',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': {
    backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9',
  },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
}));

const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  minWidth: 180,
  margin: '4px 0',
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
