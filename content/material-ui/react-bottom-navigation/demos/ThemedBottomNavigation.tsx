import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import ForumIcon from '@mui/icons-material/Forum';
import GroupIcon from '@mui/icons-material/Group';
import PhoneIcon from '@mui/icons-material/Phone';
import { createTheme, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';

// Every bottom navigation under this provider shows its labels, and the selected
// action uses the secondary color.
const themeOptions: ThemeOptions = {
  components: {
    MuiBottomNavigation: {
      defaultProps: { showLabels: true },
    },
    MuiBottomNavigationAction: {
      styleOverrides: {
        root: ({ theme: t }) => ({ '&.Mui-selected': { color: t.palette.secondary.main } }),
      },
    },
  },
};

// Keeps the site's light or dark mode, so the demo reads well in both.
const theme = (outer: Theme) => createTheme({ ...themeOptions, palette: { ...themeOptions.palette, mode: outer.palette.mode } });

export default function ThemedBottomNavigation() {
  const [value, setValue] = React.useState('chats');

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: 360, maxWidth: '100%' }}>
        <BottomNavigation value={value} onChange={(_event, newValue: string) => setValue(newValue)}>
          <BottomNavigationAction label="Chats" value="chats" icon={<ForumIcon />} />
          <BottomNavigationAction label="Calls" value="calls" icon={<PhoneIcon />} />
          <BottomNavigationAction label="Groups" value="groups" icon={<GroupIcon />} />
        </BottomNavigation>
      </Box>
    </ThemeProvider>
  );
}
