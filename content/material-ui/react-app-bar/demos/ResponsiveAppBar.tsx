import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const pages = ['Catalog', 'New arrivals', 'Events', 'About'];

export default function ResponsiveAppBar() {
  const [open, setOpen] = React.useState(false);
  // The demo runs in an iframe: open the drawer in the document that holds the app bar.
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box ref={setRoot}>
      <AppBar position="static" component="nav" aria-label="Main">
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Harbor Books
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            {pages.map((page) => (
              <Button key={page} color="inherit">
                {page}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        container={root?.ownerDocument.body}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { sm: 'none' }, '& .MuiDrawer-paper': { width: 240 } }}
      >
        <Typography variant="h6" sx={{ p: 2 }}>
          Harbor Books
        </Typography>
        <Divider />
        <List>
          {pages.map((page) => (
            <ListItemButton key={page} onClick={() => setOpen(false)}>
              <ListItemText primary={page} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Typography sx={{ p: 3 }}>
        Make the frame narrower than 600px, or open this page on a phone: the links move into a drawer
        behind the menu button.
      </Typography>
    </Box>
  );
}
