import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Overview', text: 'A lightweight rain jacket with taped seams and a packable hood.' },
  { label: 'Sizes', text: 'XS to XXL. Runs true to size; size up to wear a fleece underneath.' },
  { label: 'Reviews', text: '4.6 out of 5 from 212 reviews. "Kept me dry on a three-day hike."' },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Product details"
        >
          {sections.map((section, index) => (
            // Each tab names the panel it controls, and each panel points back at its tab.
            <Tab
              key={section.label}
              label={section.label}
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 3 }}>{section.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
