import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

export default function BasicTabs() {
  const theme = useTheme();
  return (
    // Passing the page direction makes ArrowLeft and ArrowRight follow the reading order.
    <Tabs defaultValue="profile" direction={theme.direction}>
      <StyledTabsList aria-label="Account settings">
        <StyledTab value="profile">Profile</StyledTab>
        <StyledTab value="notifications">Notifications</StyledTab>
        <StyledTab value="billing" disabled>
          Billing
        </StyledTab>
      </StyledTabsList>
      <Panel value="profile">Your name, photo and the email address people see.</Panel>
      <Panel value="notifications">Choose which updates reach your inbox.</Panel>
      <Panel value="billing">Invoices and payment methods.</Panel>
    </Tabs>
  );
}

const StyledTabsList = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  padding: 4,
  maxWidth: 420,
  borderRadius: 12,
  backgroundColor: theme.palette.mode === 'dark' ? '#1e293b' : '#e2e8f0',
}));

// Base UI adds `base--selected` and `base--disabled`; `tabClasses` holds their names.
const StyledTab = styled(Tab)(({ theme }) => ({
  flex: 1,
  font: '600 0.875rem/1.5 system-ui, sans-serif',
  padding: '8px 12px',
  border: 'none',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: theme.palette.mode === 'dark' ? '#cbd5e1' : '#334155',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.mode === 'dark' ? '#334155' : '#cbd5e1' },
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  [`&.${tabClasses.selected}`]: {
    backgroundColor: theme.palette.mode === 'dark' ? '#0f172a' : '#ffffff',
    color: theme.palette.mode === 'dark' ? '#f8fafc' : '#0f172a',
  },
  [`&.${tabClasses.disabled}`]: { opacity: 0.45, cursor: 'not-allowed' },
}));

const Panel = styled(TabPanel)({
  padding: '16px 4px',
  font: '0.875rem/1.5 system-ui, sans-serif',
});
