import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const plans = [
  { label: 'Monthly', text: '$12 per member, billed every month. Cancel at any time.' },
  { label: 'Yearly', text: '$120 per member, billed once a year: two months free.' },
];

export default function CenteredTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        centered
        aria-label="Pricing"
      >
        {plans.map((plan, index) => (
          <Tab key={plan.label} label={plan.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {plans.map((plan, index) => (
        <div
          key={plan.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2, textAlign: 'center' }}>{plan.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
