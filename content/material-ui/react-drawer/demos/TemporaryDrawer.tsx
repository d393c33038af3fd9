import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

type Anchor = NonNullable<DrawerProps['anchor']>;

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function TemporaryDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const close = () => setAnchor(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['left', 'right', 'top', 'bottom'] as const).map((side) => (
        <Button key={side} variant="outlined" onClick={() => setAnchor(side)}>
          Open {side}
        </Button>
      ))}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={close}>
        {/* Clicking an item closes the drawer, as navigating would. */}
        <Box role="presentation" onClick={close} sx={{ width: horizontal ? 'auto' : 250 }}>
          <List>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton>
                <ListItemIcon><DeleteIcon /></ListItemIcon>
                <ListItemText primary="Trash" />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
