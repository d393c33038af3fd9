import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

export default function SegmentedTabs() {
  return (
    <Tabs defaultValue="monthly" sx={{ bgcolor: 'transparent' }}>
      <TabList
        aria-label="Billing period"
        disableUnderline
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.body',
          },
        }}
      >
        <Tab disableIndicator value="monthly" sx={{ borderRadius: 'lg' }}>
          Monthly
        </Tab>
        <Tab disableIndicator value="yearly" sx={{ borderRadius: 'lg' }}>
          Yearly
        </Tab>
      </TabList>
    </Tabs>
  );
}
