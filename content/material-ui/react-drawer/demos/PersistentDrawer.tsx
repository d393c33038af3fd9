import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';
import { useTheme, type Theme } from '@mui/material/styles';

const drawerWidth = 200;
const notebooks = ['Recipes', 'Travel plans', 'Reading notes', 'Garden'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const rtl = useTheme().direction === 'rtl';

  // The content and the bar move over as the drawer opens, with the drawer's own timing.
  const shift = (property: string) => ({
    transition: (theme: Theme) =>
      theme.transitions.create(property, {
        easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
        duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
      }),
  });

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ ...shift('margin'), ml: open ? `${drawerWidth}px` : 0, width: open ? `calc(100% - ${drawerWidth}px)` : '100%' }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open notebooks" edge="start" onClick={() => setOpen(true)} sx={{ mr: 2, display: open ? 'none' : 'inline-flex' }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Reading notes
          </Typography>
        </Toolbar>
      </AppBar>
      {/* persistent: stays open until closed from inside, without a backdrop. */}
      <Drawer variant="persistent" anchor="left" open={open} sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}>
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close notebooks" onClick={() => setOpen(false)}>
            {/* The arrow points toward the edge the drawer closes to. */}
            {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Toolbar>
        <Divider />
        <List>
          {notebooks.map((name) => (
            <ListItemButton key={name} selected={name === 'Reading notes'}>
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ ...shift('margin'), flexGrow: 1, p: 3, ml: open ? 0 : `-${drawerWidth}px` }}>
        <Toolbar />
        <Typography sx={{ mb: 2 }}>
          The Remains of the Day: Stevens measures his life by the standards of his profession, and
          the novel lets you see, long before he does, what that cost him.
        </Typography>
        <Typography>Close the drawer with the arrow: the notes take the full width.</Typography>
      </Box>
    </Box>
  );
}
