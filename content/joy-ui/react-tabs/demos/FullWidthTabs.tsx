import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function FullWidthTabs() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
      {/* Every tab takes an equal share of the row. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Order status" tabFlex={1}>
          <Tab>Open</Tab>
          <Tab>Shipped</Tab>
          <Tab>Returned</Tab>
        </TabList>
      </Tabs>
      {/* "auto": tabs grow in proportion to their labels. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Order status, sized by label" tabFlex="auto">
          <Tab>Open</Tab>
          <Tab>Awaiting shipment</Tab>
          <Tab>Returned</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
