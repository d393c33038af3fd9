import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TabsColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {colors.map((color) => (
        <Tabs key={color} defaultValue={0}>
          <TabList aria-label={`${color} tabs`}>
            {/* The indicator takes the tab's text color. */}
            <Tab color={color}>Daily</Tab>
            <Tab color={color}>Weekly</Tab>
            <Tab color={color}>Monthly</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
