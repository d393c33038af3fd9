import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const folders = [
  { label: 'Primary', text: '3 unread: your order shipped, lunch on Friday, the May invoice.' },
  { label: 'Updates', text: '12 unread: receipts, statements and account notices.' },
  { label: 'Forums', text: '5 unread: replies from the cycling club and the book group.' },
];

export default function FullWidthTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 480, bgcolor: 'background.paper' }}>
      {/* fullWidth shares the width equally between the tabs: good for small views. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="fullWidth"
        aria-label="Inbox folders"
      >
        {folders.map((folder, index) => (
          <Tab key={folder.label} label={folder.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {folders.map((folder, index) => (
        <div
          key={folder.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{folder.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
