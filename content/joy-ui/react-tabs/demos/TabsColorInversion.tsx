import Sheet from '@mui/joy/Sheet';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function TabsColorInversion() {
  return (
    // The Sheet sets the colors; the Tabs inside pick contrasting ones by themselves.
    <Sheet variant="solid" color="primary" invertedColors sx={{ borderRadius: 'md', width: '100%', maxWidth: 420 }}>
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Plan">
          <Tab>Starter</Tab>
          <Tab>Team</Tab>
          <Tab>Enterprise</Tab>
        </TabList>
        <TabPanel value={0}>
          <Typography>$9 per month, one project.</Typography>
        </TabPanel>
        <TabPanel value={1}>
          <Typography>$29 per month, ten projects and shared workspaces.</Typography>
        </TabPanel>
        <TabPanel value={2}>
          <Typography>Custom pricing, single sign-on and audit logs.</Typography>
        </TabPanel>
      </Tabs>
    </Sheet>
  );
}
