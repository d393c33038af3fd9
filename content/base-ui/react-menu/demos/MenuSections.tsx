import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

interface SectionProps {
  title: string;
  children: React.ReactNode;
}

// A section is a labeled `group` inside the menu; its heading is not a menu item,
// so the arrow keys skip it and move straight to the next item.
function MenuSection({ title, children }: SectionProps) {
  const headingId = React.useId();
  return (
    <li role="none">
      <SectionHeading id={headingId}>{title}</SectionHeading>
      <SectionList role="group" aria-labelledby={headingId}>
        {children}
      </SectionList>
    </li>
  );
}

export default function MenuSections() {
  return (
    <Dropdown>
      <TriggerButton>Share document</TriggerButton>
      <Menu slots={{ listbox: Listbox }}>
        <MenuSection title="Send">
          <Item>Email a copy</Item>
          <Item>Send to Slack</Item>
        </MenuSection>
        <MenuSection title="Export">
          <Item>Download as PDF</Item>
          <Item>Download as Word</Item>
          <Item disabled>Publish to web</Item>
        </MenuSection>
      </Menu>
    </Dropdown>
  );
}

const isDark = (mode: string) => mode === 'dark';

const TriggerButton = styled(MenuButton)(({ theme }) => ({
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 16px',
  borderRadius: 8,
  border: 'none',
  backgroundColor: '#2563eb',
  color: '#ffffff',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: `3px solid ${isDark(theme.palette.mode) ? '#bfdbfe' : '#93c5fd'}`, outlineOffset: 2 },
}));

const Listbox = styled('ul')(({ theme }) => ({
  font: '0.875rem/1.5 system-ui, sans-serif',
  minWidth: 220,
  margin: '6px 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 10,
  outline: 0,
  border: `1px solid ${isDark(theme.palette.mode) ? '#475569' : '#e2e8f0'}`,
  backgroundColor: isDark(theme.palette.mode) ? '#0f172a' : '#ffffff',
  color: isDark(theme.palette.mode) ? '#e2e8f0' : '#0f172a',
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
}));

const SectionHeading = styled('span')({
  display: 'block',
  padding: '8px 10px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  opacity: 0.6,
});

const SectionList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const Item = styled(MenuItem)(({ theme }) => ({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'default',
  '&:focus': { outline: 0, backgroundColor: isDark(theme.palette.mode) ? '#1e293b' : '#f1f5f9' },
  [`&.${menuItemClasses.focusVisible}`]: { outline: '2px solid #60a5fa', outlineOffset: -2 },
  [`&.${menuItemClasses.disabled}`]: { color: isDark(theme.palette.mode) ? '#64748b' : '#94a3b8' },
}));
