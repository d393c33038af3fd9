import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function TabsSlots() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
      <TabList aria-label="Article">
        <Tab>Text</Tab>
        <Tab>Comments</Tab>
      </TabList>
      {/* `component` changes the element and keeps Joy's styles;
          slotProps.root can be a function of the owner state. */}
      <TabPanel
        value={0}
        component="section"
        slotProps={{ root: (ownerState) => ({ 'data-state': ownerState.hidden ? 'hidden' : 'shown' }) }}
      >
        <Typography>Joy UI components share one set of variants, colors and sizes.</Typography>
      </TabPanel>
      <TabPanel
        value={1}
        component="section"
        slotProps={{ root: (ownerState) => ({ 'data-state': ownerState.hidden ? 'hidden' : 'shown' }) }}
      >
        <Typography>No comments yet.</Typography>
      </TabPanel>
    </Tabs>
  );
}
