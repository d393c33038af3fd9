import Box from '@mui/joy/Box';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const releases = ['5.0.0', '4.9.2', '4.9.1', '4.9.0', '4.8.3', '4.8.2', '4.8.1', '4.8.0'];

export default function StickyTabs() {
  return (
    // The scrolling container is the one the TabList sticks to.
    <Box sx={{ height: 240, width: '100%', maxWidth: 420, overflow: 'auto', borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}>
      <Tabs defaultValue={0}>
        <TabList aria-label="Changelog" sticky="top">
          <Tab>Releases</Tab>
          <Tab>Security notes</Tab>
        </TabList>
        <TabPanel value={0}>
          {releases.map((version) => (
            <Box key={version} sx={{ py: 1.5 }}>
              <Typography level="title-sm">Version {version}</Typography>
              <Typography level="body-sm">Bug fixes and performance improvements.</Typography>
            </Box>
          ))}
        </TabPanel>
        <TabPanel value={1}>
          <Typography level="body-sm">No security advisories in the last twelve months.</Typography>
        </TabPanel>
      </Tabs>
    </Box>
  );
}
