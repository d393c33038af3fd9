import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab, tabClasses } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled, useTheme } from '@mui/system';

const days = ['Monday', 'Tuesday', 'Wednesday'];
const talks: Record<string, string> = {
  Monday: 'Keynote, then three tracks on design systems.',
  Tuesday: 'Workshops on accessibility testing.',
  Wednesday: 'Lightning talks and the closing panel.',
};

function Schedule({ automatic }: { automatic: boolean }) {
  const theme = useTheme();
  return (
    <Tabs defaultValue="Monday" selectionFollowsFocus={automatic} direction={theme.direction}>
      <StyledTabsList aria-label={automatic ? 'Schedule, automatic' : 'Schedule, manual'}>
        {days.map((day) => (
          <StyledTab key={day} value={day}>
            {day}
          </StyledTab>
        ))}
      </StyledTabsList>
      {days.map((day) => (
        <Panel key={day} value={day}>
          {talks[day]}
        </Panel>
      ))}
    </Tabs>
  );
}

export default function SelectionFollowsFocus() {
  return (
    <Column>
      <h3>Manual activation (default): arrows move focus, Enter or Space selects</h3>
      <Schedule automatic={false} />
      <h3>selectionFollowsFocus: arrows select as they move</h3>
      <Schedule automatic />
    </Column>
  );
}

const Column = styled('div')({
  display: 'grid',
  gap: 8,
  font: '0.875rem/1.5 system-ui, sans-serif',
  '& h3': { margin: '8px 0 0', fontSize: '0.8125rem', fontWeight: 600 },
});

const StyledTabsList = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  borderBottom: `1px solid ${theme.palette.mode === 'dark' ? '#334155' : '#e2e8f0'}`,
}));

const StyledTab = styled(Tab)(({ theme }) => ({
  font: 'inherit',
  padding: '8px 14px',
  border: 'none',
  borderBottom: '2px solid transparent',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: -3 },
  [`&.${tabClasses.selected}`]: {
    fontWeight: 600,
    borderBottomColor: theme.palette.mode === 'dark' ? '#38bdf8' : '#0284c7',
  },
}));

const Panel = styled(TabPanel)({ padding: '8px 2px' });
