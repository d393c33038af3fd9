import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

// iOS devices animate the backdrop smoothly, and iOS uses a swipe from the left
// edge to go back: adjust the drawer there.
const iOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

const playlists = ['Morning run', 'Deep focus', 'Road trip', 'Rainy Sunday'];

export default function SwipeableTemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  // The demo runs in an iframe: keep the drawer and its swipe area in that document.
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box ref={setRoot} sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }}>
        On a touch screen, swipe in from the start edge of this frame (the left edge, or the right one in a right-to-left layout); anywhere else, use the button.
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open playlists
      </Button>
      <SwipeableDrawer
        anchor="left"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        disableBackdropTransition={!iOS}
        disableDiscovery={iOS}
        swipeAreaWidth={24}
        container={root?.ownerDocument.body}
        ModalProps={{ keepMounted: true }}
      >
        <Box role="presentation" onClick={() => setOpen(false)} sx={{ width: 250 }}>
          <List>
            {playlists.map((name) => (
              <ListItemButton key={name}>
                <ListItemText primary={name} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </Box>
  );
}
