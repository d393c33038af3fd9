import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {sizes.map((size) => (
        // `size` on Tabs reaches every TabList, Tab and TabPanel inside it.
        <Tabs key={size} size={size} defaultValue={0}>
          <TabList aria-label={`${size} tabs`}>
            <Tab>Files</Tab>
            <Tab>Activity</Tab>
            <Tab>Members</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
