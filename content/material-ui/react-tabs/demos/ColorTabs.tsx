import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const periods = [
  { value: 'day', label: 'Day', text: '38 orders today, $1,920 in sales.' },
  { value: 'week', label: 'Week', text: '251 orders this week, $12,480 in sales.' },
  { value: 'month', label: 'Month', text: '1,084 orders this month, $53,310 in sales.' },
];

export default function ColorTabs() {
  const [value, setValue] = React.useState('week');
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Report period"
      >
        {periods.map((period) => (
          <Tab
            key={period.value}
            value={period.value}
            label={period.label}
            id={`${id}-tab-${period.value}`}
            aria-controls={`${id}-panel-${period.value}`}
          />
        ))}
      </Tabs>
      {periods.map((period) => (
        <div
          key={period.value}
          role="tabpanel"
          hidden={value !== period.value}
          id={`${id}-panel-${period.value}`}
          aria-labelledby={`${id}-tab-${period.value}`}
        >
          {value === period.value && <Typography sx={{ p: 2 }}>{period.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
