import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function KeepMountedPanels() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
      <TabList aria-label="New contact">
        <Tab>Name</Tab>
        <Tab>Company</Tab>
      </TabList>
      {/* Hidden panels stay in the DOM, so what you type survives a tab switch. */}
      <TabPanel value={0} keepMounted>
        <FormControl>
          <FormLabel>Full name</FormLabel>
          <Input placeholder="Ada Lovelace" />
        </FormControl>
      </TabPanel>
      <TabPanel value={1} keepMounted>
        <FormControl>
          <FormLabel>Company</FormLabel>
          <Input placeholder="Analytical Engines Ltd." />
        </FormControl>
      </TabPanel>
    </Tabs>
  );
}
