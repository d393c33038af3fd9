import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function DisabledTab() {
  return (
    <Tabs aria-label="Report" defaultValue={0}>
      <TabList>
        <Tab>Summary</Tab>
        <Tab>Charts</Tab>
        {/* Not selectable until the export has finished. */}
        <Tab disabled>Export</Tab>
      </TabList>
    </Tabs>
  );
}
