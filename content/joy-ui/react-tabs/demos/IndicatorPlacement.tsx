import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

const tabs = ['Details', 'Pricing', 'FAQ'];

export default function IndicatorPlacement() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      {/* Indicator and underline at the top. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Indicator on top" underlinePlacement="top">
          {tabs.map((label) => (
            <Tab key={label} indicatorPlacement="top">
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      {/* indicatorInset keeps the indicator within the tab's padding. */}
      <Tabs defaultValue={1}>
        <TabList aria-label="Inset indicator">
          {tabs.map((label) => (
            <Tab key={label} indicatorInset>
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      {/* No underline under the list, only the indicator. */}
      <Tabs defaultValue={2}>
        <TabList aria-label="No underline" disableUnderline>
          {tabs.map((label) => (
            <Tab key={label}>{label}</Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
