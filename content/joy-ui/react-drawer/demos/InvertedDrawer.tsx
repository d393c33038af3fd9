import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Input from '@mui/joy/Input';

const channels = ['general', 'design', 'engineering', 'random'];

export default function InvertedDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Open channels</Button>
      {/* variant and color style the panel; invertedColors adapts everything inside. */}
      <Drawer variant="solid" color="primary" invertedColors size="sm" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Channels</DialogTitle>
        <Input
          size="sm"
          placeholder="Find a channel"
          slotProps={{ input: { 'aria-label': 'Find a channel' } }}
          sx={{ mx: 1.5, my: 1 }}
        />
        <List component="nav" aria-label="Channels">
          {channels.map((channel, index) => (
            <ListItem key={channel}>
              <ListItemButton selected={index === 0}># {channel}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
