import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

type Step = 'cart' | 'shipping' | 'payment';

export default function ControlledTabs() {
  const [value, setValue] = React.useState<Step>('cart');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Tabs
        value={value}
        onChange={(event, newValue) => setValue(newValue as Step)}
      >
        <TabList aria-label="Checkout">
          <Tab value="cart">Cart</Tab>
          <Tab value="shipping">Shipping</Tab>
          <Tab value="payment">Payment</Tab>
        </TabList>
      </Tabs>
      <Typography level="body-sm">
        Selected value: <strong>{value}</strong>
      </Typography>
      {/* Because the value lives in state, other controls can change it too. */}
      <Button size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setValue('payment')}>
        Go to payment
      </Button>
    </Stack>
  );
}
