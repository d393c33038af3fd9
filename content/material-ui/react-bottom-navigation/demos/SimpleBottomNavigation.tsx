import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import RestoreIcon from '@mui/icons-material/Restore';

export default function SimpleBottomNavigation() {
  // Without a value of their own, actions are identified by their index.
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <BottomNavigation showLabels value={value} onChange={(_event, newValue) => setValue(newValue)}>
        <BottomNavigationAction label="Recent" icon={<RestoreIcon />} />
        <BottomNavigationAction label="Favorites" icon={<FavoriteIcon />} />
        <BottomNavigationAction label="Library" icon={<LibraryMusicIcon />} />
      </BottomNavigation>
    </Box>
  );
}
