import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MuiDrawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FolderIcon from '@mui/icons-material/Folder';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { type CSSObject, styled, type Theme } from '@mui/material/styles';

const openWidth = 220;

const widthTransition = (theme: Theme, open: boolean): CSSObject => ({
  width: open ? openWidth : `calc(${theme.spacing(7)} + 1px)`,
  overflowX: 'hidden',
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
  }),
});

// A permanent drawer whose width animates between icons only and icons with labels.
const Drawer = styled(MuiDrawer, { shouldForwardProp: (prop) => prop !== 'open' })(({ theme, open = false }) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  ...widthTransition(theme, open),
  '& .MuiDrawer-paper': widthTransition(theme, open),
}));

const items = [
  { label: 'Tasks', icon: <ChecklistIcon /> },
  { label: 'Calendar', icon: <CalendarMonthIcon /> },
  { label: 'Projects', icon: <FolderIcon /> },
];

export default function MiniDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label={open ? 'Collapse navigation' : 'Expand navigation'} aria-expanded={open} onClick={() => setOpen(!open)} sx={{ mr: 2 }}>
            {open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" noWrap component="div">
            Planner
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" open={open}>
        <Toolbar />
        <Divider />
        <List>
          {items.map((item) => (
            // Collapsed, the label is transparent but still names the button for screen readers.
            <ListItemButton key={item.label} sx={{ px: 2.5, minHeight: 48 }}>
              <ListItemIcon sx={{ minWidth: 0, mr: open ? 3 : 'auto' }}>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} sx={{ opacity: open ? 1 : 0 }} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          The drawer shows icons only, then widens to show the labels. It never covers the content:
          the content gets narrower instead.
        </Typography>
      </Box>
    </Box>
  );
}
