import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function DisabledTab() {
  return (
    <Tabs defaultValue={0}>
      <TabList aria-label="Report">
        <Tab>Summary</Tab>
        <Tab>Charts</Tab>
        {/* Not selectable until the export has finished. */}
        <Tab disabled>Export</Tab>
      </TabList>
    </Tabs>
  );
}
