import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function MenuPlacement() {
  return (
    <Row>
      <span>Invoice #4821, due March 14</span>
      <Dropdown>
        <IconButton aria-label="More actions for invoice #4821">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        </IconButton>
        {/* The root slot is a Popup: its `placement` and `offset` position the menu. */}
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { placement: 'bottom-end', offset: 4 } }}>
          <Item>Download PDF</Item>
          <Item>Send reminder</Item>
          <Item>Mark as paid</Item>
        </Menu>
      </Dropdown>
    </Row>
  );
}

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  maxWidth: 420,
  padding: '8px 8px 8px 16px',
  borderRadius: 10,
  font: '0.875rem/1.5 system-ui, sans-serif',
  border: `1px solid ${theme.palette.mode === 'dark' ? '#475569' : '#e2e8f0'}`,
}));

const IconButton = styled(MenuButton)(({ theme }) => ({
  display: 'inline-flex',
  padding: 6,
  borderRadius: 8,
  border: 'none',
  backgroundColor: 'transparent',
  color: theme.palette.mode === 'dark' ? '#e2e8f0' : '#334155',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': {
    backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#f1f5f9',
  },
  '&:focus-visible': { outline: '3px solid #93c5fd' },
}));

const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  minWidth: 170,
  margin: 0,
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
