import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const categories = [
  'All',
  'Electronics',
  'Books',
  'Home & Kitchen',
  'Garden',
  'Toys',
  'Sports',
  'Beauty',
  'Automotive',
  'Music',
  'Pet supplies',
];

export default function ScrollableTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
      <TabList
        aria-label="Product categories"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          // Hide the scroll bar; the list still scrolls with touch, trackpad and keyboard.
          '&::-webkit-scrollbar': { display: 'none' },
          scrollbarWidth: 'none',
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {categories.map((category) => (
          <Tab key={category}>{category}</Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
