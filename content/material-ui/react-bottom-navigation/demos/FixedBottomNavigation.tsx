import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArchiveIcon from '@mui/icons-material/Archive';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const folders = {
  inbox: [
    { from: 'Priya Nair', text: 'Proofs for chapter 4 are ready.' },
    { from: 'Tom Becker', text: 'Launch call moved to Thursday.' },
    { from: 'Amara Diallo', text: 'Cover option B it is.' },
    { from: 'Luis Ortega', text: 'Invoice 2231 has been paid.' },
    { from: 'Mei Chen', text: 'Notes on the translation draft.' },
    { from: 'Sven Larsen', text: 'Printer confirmed 3,000 copies.' },
    { from: 'Grace Liu', text: 'Review copies go out Friday.' },
  ],
  sent: [
    { from: 'To Priya Nair', text: 'Thanks, I will read them tonight.' },
    { from: 'To Sven Larsen', text: 'Great, please send the invoice.' },
  ],
  archive: [{ from: 'Ana Souza', text: 'Contract signed, copy attached.' }],
};

type Folder = keyof typeof folders;

export default function FixedBottomNavigation() {
  const [folder, setFolder] = React.useState<Folder>('inbox');

  return (
    <Box sx={{ pb: 7 }}>
      <List>
        {folders[folder].map((message) => (
          <ListItemButton key={message.from + message.text}>
            <ListItemAvatar>
              <Avatar>{message.from.replace('To ', '').charAt(0)}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={message.from} secondary={message.text} />
          </ListItemButton>
        ))}
      </List>
      {/* Fixed to the bottom of the viewport (here, of the demo's frame). */}
      <Paper component="nav" aria-label="Folders" elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation showLabels value={folder} onChange={(_event, value: Folder) => setFolder(value)}>
          <BottomNavigationAction label="Inbox" value="inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Sent" value="sent" icon={<SendIcon />} />
          <BottomNavigationAction label="Archive" value="archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
