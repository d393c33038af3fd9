import Box from '@mui/joy/Box';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const releases = [
  { version: '5.0.0', note: 'New plugin API; Node.js 18 is now the minimum.' },
  { version: '4.9.2', note: 'Fixes a crash when a config file is empty.' },
  { version: '4.9.1', note: 'Faster cold starts on large monorepos.' },
  { version: '4.9.0', note: 'Adds a --watch flag to the build command.' },
  { version: '4.8.3', note: 'Source maps point to the right line again.' },
  { version: '4.8.2', note: 'Windows paths with spaces are quoted.' },
  { version: '4.8.1', note: 'Smaller install: drops two dependencies.' },
  { version: '4.8.0', note: 'Adds JSON output for the lint report.' },
];

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
          {releases.map(({ version, note }) => (
            <Box key={version} sx={{ py: 1.5 }}>
              <Typography level="title-sm">Version {version}</Typography>
              <Typography level="body-sm">{note}</Typography>
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
