import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const drawerWidth = 220;
const sections = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ShoppingCartIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  // The demo runs in an iframe: open the mobile drawer in the frame's document.
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);

  const nav = (
    <div>
      <Toolbar />
      <Divider />
      <List>
        {sections.map((section) => (
          <ListItemButton key={section.label} selected={section.label === 'Orders'} onClick={() => setMobileOpen(false)}>
            <ListItemIcon>{section.icon}</ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        ))}
      </List>
    </div>
  );

  return (
    <Box ref={setRoot} sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ width: { sm: `calc(100% - ${drawerWidth}px)` }, ml: { sm: `${drawerWidth}px` } }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation" edge="start" onClick={() => setMobileOpen(true)} sx={{ mr: 2, display: { sm: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Orders
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label="Sections" sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}>
        {/* Phones: a temporary drawer over the page. */}
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          container={root?.ownerDocument.body}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
        >
          {nav}
        </Drawer>
        {/* From sm up: a permanent drawer beside the content. */}
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', sm: 'block' }, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}>
          {nav}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Toolbar />
        <Typography sx={{ mb: 2 }}>
          From 600px up, the navigation is a permanent drawer on the side. On a narrower frame (open
          this page on a phone), it hides behind the menu button and slides in over the content.
        </Typography>
        <Typography>12 orders are waiting to be packed; 3 need a new address.</Typography>
      </Box>
    </Box>
  );
}
