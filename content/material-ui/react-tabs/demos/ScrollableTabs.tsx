import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const genres = [
  'Fiction',
  'Mystery',
  'Science fiction',
  'Fantasy',
  'Biography',
  'History',
  'Poetry',
  'Travel',
  'Cooking',
  'Children',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      {/* scrollButtons="auto": arrows appear on desktop only while there is more to scroll. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Book genres"
      >
        {genres.map((genre) => (
          <Tab key={genre} label={genre} />
        ))}
      </Tabs>
    </Box>
  );
}
