import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { day: 'Monday', plan: 'Yoga at 7:00, team standup at 9:30.' },
  { day: 'Tuesday', plan: 'Design review at 14:00.' },
  { day: 'Wednesday', plan: 'Focus day: no meetings.' },
  { day: 'Thursday', plan: 'Customer calls from 10:00 to 12:00.' },
  { day: 'Friday', plan: 'Demo at 16:00, then the team dinner.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ display: 'flex', width: '100%', minHeight: 240, bgcolor: 'background.paper' }}>
      {/* Vertical tabs move with Arrow Up and Arrow Down. */}
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Weekdays"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {days.map((item, index) => (
          <Tab
            key={item.day}
            label={item.day}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {days.map((item, index) => (
        <div
          key={item.day}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 3 }}>{item.plan}</Typography>}
        </div>
      ))}
    </Box>
  );
}
