import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Cart', text: '2 items: a rain jacket and a wool hat. $148.00.' },
  { label: 'Shipping', text: 'Standard delivery in 3–5 working days, free over $100.' },
  // Not available until the shipping address is filled in.
  { label: 'Payment', text: 'Card or bank transfer.', disabled: true },
];

export default function DisabledTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <div>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Order steps"
      >
        {steps.map((step, index) => (
          <Tab
            key={step.label}
            label={step.label}
            disabled={step.disabled}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {steps.map((step, index) => (
        <div
          key={step.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{step.text}</Typography>}
        </div>
      ))}
    </div>
  );
}
