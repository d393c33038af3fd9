import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const genres = [
  { label: 'Fiction', count: 1240 },
  { label: 'Mystery', count: 312 },
  { label: 'Science fiction', count: 287 },
  { label: 'Fantasy', count: 301 },
  { label: 'Biography', count: 198 },
  { label: 'History', count: 405 },
  { label: 'Poetry', count: 96 },
  { label: 'Travel', count: 143 },
  { label: 'Cooking', count: 221 },
  { label: 'Children', count: 530 },
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

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
        {genres.map((genre, index) => (
          <Tab key={genre.label} label={genre.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {genres.map((genre, index) => (
        <div
          key={genre.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && (
            <Typography sx={{ p: 2 }}>
              {genre.count} titles in {genre.label.toLowerCase()}.
            </Typography>
          )}
        </div>
      ))}
    </Box>
  );
}
