import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WorkIcon from '@mui/icons-material/Work';

const folders = [
  { name: 'Receipts', updated: 'Updated Jan 9, 2025', icon: <ReceiptLongIcon /> },
  { name: 'Work', updated: 'Updated Jan 7, 2025', icon: <WorkIcon /> },
  { name: 'Vacation', updated: 'Updated July 20, 2024', icon: <BeachAccessIcon /> },
];

export default function FolderList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Folders">
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemAvatar>
            <Avatar>{folder.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={folder.name} secondary={folder.updated} />
        </ListItem>
      ))}
    </List>
  );
}
