import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = React.useState('billing');

  return (
    <Box sx={{ width: '100%' }}>
      {/* TabContext wires the ids and aria attributes between TabList and TabPanel for you. */}
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(_event, newValue: string) => setValue(newValue)}
            aria-label="Account settings"
          >
            <Tab label="Profile" value="profile" />
            <Tab label="Billing" value="billing" />
            <Tab label="Notifications" value="notifications" />
          </TabList>
        </Box>
        <TabPanel value="profile">Name, photo and the email address people see.</TabPanel>
        <TabPanel value="billing">Visa ending in 4417 · next invoice on June 1.</TabPanel>
        <TabPanel value="notifications">Email me about mentions and weekly summaries.</TabPanel>
      </TabContext>
    </Box>
  );
}
