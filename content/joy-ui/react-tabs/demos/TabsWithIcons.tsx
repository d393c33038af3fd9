import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

export default function TabsWithIcons() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      {/* Icon beside the label: put it in a ListItemDecorator. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Sections">
          <Tab>
            <ListItemDecorator>
              <HomeRounded />
            </ListItemDecorator>
            Home
          </Tab>
          <Tab>
            <ListItemDecorator>
              <SearchRounded />
            </ListItemDecorator>
            Search
          </Tab>
          <Tab>
            <ListItemDecorator>
              <PersonRounded />
            </ListItemDecorator>
            Profile
          </Tab>
        </TabList>
      </Tabs>
      {/* Icon above the label: vertical orientation on each Tab. */}
      <Tabs defaultValue={1}>
        <TabList aria-label="Sections, stacked" tabFlex={1}>
          <Tab orientation="vertical">
            <HomeRounded />
            Home
          </Tab>
          <Tab orientation="vertical">
            <SearchRounded />
            Search
          </Tab>
          <Tab orientation="vertical">
            <PersonRounded />
            Profile
          </Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
