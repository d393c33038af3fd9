import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function BasicTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 480 }}>
      <TabList aria-label="Product details">
        <Tab>Overview</Tab>
        <Tab>Specifications</Tab>
        <Tab>Reviews</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography>
          A lightweight rain jacket with taped seams and a packable hood.
        </Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography>Weight: 310 g · Fabric: recycled nylon · Fit: regular</Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography>4.6 out of 5, from 128 reviews.</Typography>
      </TabPanel>
    </Tabs>
  );
}
