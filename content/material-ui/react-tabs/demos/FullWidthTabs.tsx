import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function FullWidthTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, bgcolor: 'background.paper' }}>
      {/* fullWidth shares the width equally between the tabs: good for small views. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Inbox folders"
      >
        <Tab label="Primary" />
        <Tab label="Updates" />
        <Tab label="Forums" />
      </Tabs>
    </Box>
  );
}
