import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const messages = [
  { from: 'Priya Nair', initials: 'PN', text: 'The proofs for chapter 4 are ready.' },
  { from: 'Tom Becker', initials: 'TB', text: 'Can we move the launch call to Thursday?' },
  { from: 'Amara Diallo', initials: 'AD', text: 'Cover option B is my favorite too.' },
  { from: 'Luis Ortega', initials: 'LO', text: 'Invoice 2231 has been paid, thanks!' },
  { from: 'Mei Chen', initials: 'MC', text: 'I left notes on the translation draft.' },
  { from: 'Sven Larsen', initials: 'SL', text: 'Printer confirmed 3,000 copies.' },
  { from: 'Grace Liu', initials: 'GL', text: 'Are review copies going out this week?' },
];

export default function BottomAppBar() {
  return (
    <Box sx={{ pb: 9 }}>
      <List>
        <ListSubheader>Inbox</ListSubheader>
        {messages.map((message) => (
          <ListItemButton key={message.from}>
            <ListItemAvatar>
              <Avatar>{message.initials}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={message.from} secondary={message.text} />
          </ListItemButton>
        ))}
      </List>
      <AppBar position="fixed" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          {/* The FAB straddles the top edge of the bar. */}
          <Fab color="secondary" aria-label="New message" sx={{ position: 'absolute', zIndex: 1, top: -28, left: 0, right: 0, mx: 'auto' }}>
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
