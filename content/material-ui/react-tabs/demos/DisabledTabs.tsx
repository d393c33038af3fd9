import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      aria-label="Order steps"
    >
      <Tab label="Cart" />
      <Tab label="Shipping" />
      {/* Not available until the shipping address is filled in. */}
      <Tab label="Payment" disabled />
    </Tabs>
  );
}
