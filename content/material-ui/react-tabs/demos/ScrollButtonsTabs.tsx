import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const cities = [
  'Lisbon',
  'Madrid',
  'Paris',
  'Brussels',
  'Amsterdam',
  'Berlin',
  'Prague',
  'Vienna',
  'Budapest',
];

function CityTabs(props: {
  label: string;
  scrollButtons: boolean;
  allowScrollButtonsMobile?: boolean;
}) {
  const [value, setValue] = React.useState(2);
  const id = React.useId();
  const { label, ...tabsProps } = props;
  return (
    <div>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        aria-label={label}
        // Dim the arrow that cannot scroll instead of hiding it.
        sx={{ [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: { opacity: 0.3 } }}
        {...tabsProps}
      >
        {cities.map((city, index) => (
          <Tab key={city} label={city} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {cities.map((city, index) => (
        <div
          key={city}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 1 }}>Trains to {city} leave every hour.</Typography>}
        </div>
      ))}
    </div>
  );
}

export default function ScrollButtonsTabs() {
  return (
    <Stack spacing={3} sx={{ maxWidth: { xs: 320, sm: 480 } }}>
      <CityTabs label="Arrows always shown" scrollButtons allowScrollButtonsMobile />
      <CityTabs label="No arrows: swipe, scroll or use the keyboard" scrollButtons={false} />
    </Stack>
  );
}
