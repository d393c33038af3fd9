import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 200;
const docs = ['Installation', 'Usage', 'Theming', 'Dark mode', 'Server rendering'];

export default function ClippedDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* Above the drawer: a higher z-index than theme.zIndex.drawer. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            Handbook
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}>
        {/* A spacer the height of the bar, so the list starts under it. */}
        <Toolbar />
        <List component="nav" aria-label="Handbook" subheader={<ListSubheader>Getting started</ListSubheader>}>
          {docs.map((page) => (
            <ListItemButton key={page} selected={page === 'Theming'}>
              <ListItemText primary={page} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          Theming: set your brand colors once in the theme, and every component picks them up.
        </Typography>
      </Box>
    </Box>
  );
}
