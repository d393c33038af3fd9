import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const forecasts = [
  { day: 'Today', text: 'Sunny, 24 °C. Light breeze from the west.' },
  { day: 'Tomorrow', text: 'Cloudy in the morning, showers after 15:00. 19 °C.' },
  { day: 'Saturday', text: 'Clear skies, 26 °C. A good day for the beach.' },
];

export default function AutomaticTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      {/* The arrow keys select the tab they land on; no Enter needed. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        selectionFollowsFocus
        aria-label="Weather forecast"
      >
        {forecasts.map((forecast, index) => (
          <Tab key={forecast.day} label={forecast.day} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {forecasts.map((forecast, index) => (
        <div
          key={forecast.day}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{forecast.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
