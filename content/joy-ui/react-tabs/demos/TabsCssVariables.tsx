import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function TabsCssVariables() {
  return (
    <Tabs
      defaultValue={0}
      sx={{
        // Joy's Tab reads these variables to draw its indicator.
        '--Tab-indicatorThickness': '4px',
        '--Tab-indicatorSize': '24px',
        '--Tab-indicatorRadius': '4px 4px 0 0',
        '--Tabs-spacing': '1.5rem',
      }}
    >
      <TabList aria-label="Library">
        <Tab color="primary">Books</Tab>
        <Tab color="primary">Podcasts</Tab>
        <Tab color="primary">Audiobooks</Tab>
      </TabList>
    </Tabs>
  );
}
