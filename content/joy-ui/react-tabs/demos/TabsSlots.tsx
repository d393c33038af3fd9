import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function TabsSlots() {
  return (
    <Tabs aria-label="Article" defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
      <TabList>
        <Tab>Text</Tab>
        <Tab>Comments</Tab>
      </TabList>
      {/* Render the panels as <section> elements and pass extra props to their root. */}
      <TabPanel
        value={0}
        slots={{ root: 'section' }}
        slotProps={{ root: { 'data-panel': 'text' } }}
      >
        <Typography>Joy UI components share one set of variants, colors and sizes.</Typography>
      </TabPanel>
      <TabPanel
        value={1}
        slots={{ root: 'section' }}
        slotProps={{ root: { 'data-panel': 'comments' } }}
      >
        <Typography>No comments yet.</Typography>
      </TabPanel>
    </Tabs>
  );
}
