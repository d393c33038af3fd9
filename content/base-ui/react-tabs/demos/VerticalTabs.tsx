import * as React from 'react';
import { Tabs, tabsClasses } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const sections = [
  { value: 'general', label: 'General', text: 'Workspace name, time zone and default language.' },
  { value: 'members', label: 'Members', text: '12 people have access to this workspace.' },
  { value: 'integrations', label: 'Integrations', text: 'GitHub and Slack are connected.' },
  { value: 'danger', label: 'Danger zone', text: 'Transfer ownership or delete the workspace.' },
];

export default function VerticalTabs() {
  return (
    // Vertical tabs move with ArrowUp and ArrowDown instead of ArrowLeft and ArrowRight.
    <StyledTabs defaultValue="general" orientation="vertical">
      <StyledTabsList aria-label="Workspace settings">
        {sections.map((section) => (
          <StyledTab key={section.value} value={section.value}>
            {section.label}
          </StyledTab>
        ))}
      </StyledTabsList>
      {sections.map((section) => (
        <Panel key={section.value} value={section.value}>
          {section.text}
        </Panel>
      ))}
    </StyledTabs>
  );
}

const StyledTabs = styled(Tabs)({
  font: '0.875rem/1.5 system-ui, sans-serif',
  [`&.${tabsClasses.vertical}`]: { display: 'flex', gap: 16 },
});

const StyledTabsList = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 140,
  borderInlineEnd: `2px solid ${theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0'}`,
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: 'inherit',
  textAlign: 'start',
  padding: '8px 12px',
  marginInlineEnd: -2,
  border: 'none',
  borderInlineEnd: '2px solid transparent',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: -3 },
  [`&.${tabClasses.selected}`]: {
    fontWeight: 600,
    borderInlineEndColor: theme.palette.mode === 'dark' ? '#a78bfa' : '#7c3aed',
    color: theme.palette.mode === 'dark' ? '#c4b5fd' : '#6d28d9',
  },
}));

const Panel = styled(TabPanel)({ flex: 1, paddingBlock: 8 });
