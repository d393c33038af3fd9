import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DraftsRounded from '@mui/icons-material/DraftsRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendRounded from '@mui/icons-material/SendRounded';

const folders = [
  { name: 'Inbox', icon: <InboxRounded />, unread: 12 },
  { name: 'Drafts', icon: <DraftsRounded />, unread: 2 },
  { name: 'Sent', icon: <SendRounded />, unread: 0 },
  { name: 'Trash', icon: <DeleteRounded />, unread: 0 },
];

export default function InteractiveList() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <List aria-label="Mail folders" sx={{ maxWidth: 280, '--ListItem-radius': '8px' }}>
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton
            selected={selected === folder.name}
            aria-current={selected === folder.name ? 'page' : undefined}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            <ListItemContent>{folder.name}</ListItemContent>
            {folder.unread > 0 && (
              <Chip size="sm" variant="soft" color="primary">
                {folder.unread}
              </Chip>
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
