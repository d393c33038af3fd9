import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const answers: Record<string, string> = {
  returns: 'Return any item within 30 days for a full refund.',
  shipping: 'Orders leave our warehouse within two working days.',
  warranty: 'Every product comes with a two-year warranty.',
};

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('returns');
  const id = React.useId();
  // Links each tab to its panel, and each panel back to its tab.
  const tabProps = (key: string) => ({ id: `${id}-tab-${key}`, 'aria-controls': `${id}-panel-${key}` });

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Help topics"
        variant="scrollable"
        scrollButtons="auto"
      >
        {/* `wrapped` sets a smaller font, so a long label needs fewer lines. */}
        <Tab value="returns" label="Returns, exchanges and refunds for online orders" wrapped {...tabProps('returns')} />
        <Tab value="shipping" label="Shipping" {...tabProps('shipping')} />
        <Tab value="warranty" label="Warranty" {...tabProps('warranty')} />
      </Tabs>
      {Object.entries(answers).map(([key, text]) => (
        <div key={key} role="tabpanel" hidden={value !== key} id={`${id}-panel-${key}`} aria-labelledby={`${id}-tab-${key}`}>
          {value === key && <Typography sx={{ p: 2 }}>{text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
