import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import ExploreIcon from '@mui/icons-material/Explore';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function LabelBottomNavigation() {
  const [value, setValue] = React.useState('home');

  return (
    <Box sx={{ width: 420, maxWidth: '100%' }}>
      {/* No showLabels: only the selected action shows its label. */}
      <BottomNavigation value={value} onChange={(_event, newValue: string) => setValue(newValue)}>
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Explore" value="explore" icon={<ExploreIcon />} />
        <BottomNavigationAction label="Cart" value="cart" icon={<ShoppingCartIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Box>
  );
}
