import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 200;
const channels = ['general', 'design', 'releases', 'random'];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* Full height: the bar starts where the drawer ends. */}
      <AppBar position="fixed" sx={{ width: `calc(100% - ${drawerWidth}px)`, ml: `${drawerWidth}px` }}>
        <Toolbar>
          <Typography variant="h6" noWrap component="div">
            # releases
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" anchor="left" sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}>
        <Toolbar>
          <Typography variant="subtitle1" component="div" sx={{ fontWeight: 700 }}>
            Acme team
          </Typography>
        </Toolbar>
        <Divider />
        <List component="nav" aria-label="Channels">
          {channels.map((channel) => (
            <ListItemButton key={channel} selected={channel === 'releases'}>
              <ListItemText primary={`# ${channel}`} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>Version 2.4 shipped this morning. Thanks to everyone who tested the beta!</Typography>
      </Box>
    </Box>
  );
}
