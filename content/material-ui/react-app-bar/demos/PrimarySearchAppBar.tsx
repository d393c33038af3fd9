import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MailIcon from '@mui/icons-material/Mail';
import MoreIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';
import { alpha } from '@mui/material/styles';

export default function PrimarySearchAppBar() {
  const [moreAnchor, setMoreAnchor] = React.useState<null | HTMLElement>(null);
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);
  const close = () => setMoreAnchor(null);

  return (
    <Box ref={setRoot} sx={{ flexGrow: 1 }}>
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" noWrap component="div" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Helpdesk
          </Typography>
          <Box
            role="search"
            sx={(theme) => ({
              display: 'flex', alignItems: 'center', gap: 1, px: 1, ml: { sm: 3 }, borderRadius: 1,
              bgcolor: alpha(theme.palette.common.white, 0.15),
            })}
          >
            <SearchIcon />
            <InputBase placeholder="Search tickets…" inputProps={{ 'aria-label': 'Search tickets' }} sx={{ color: 'inherit' }} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <IconButton size="large" color="inherit" aria-label="Messages, 4 unread">
              <Badge badgeContent={4} color="error"><MailIcon /></Badge>
            </IconButton>
            <IconButton size="large" color="inherit" aria-label="Notifications, 17 new">
              <Badge badgeContent={17} color="error"><NotificationsIcon /></Badge>
            </IconButton>
            <IconButton size="large" edge="end" color="inherit" aria-label="Account">
              <AccountCircle />
            </IconButton>
          </Box>
          <IconButton
            size="large"
            color="inherit"
            aria-label="More actions"
            aria-haspopup="true"
            onClick={(event) => setMoreAnchor(event.currentTarget)}
            sx={{ display: { xs: 'flex', sm: 'none' } }}
          >
            <MoreIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="ul" sx={{ m: 0, p: 2, pl: 5, typography: 'body1', '& li': { py: 0.5 } }}>
        <li>#812 · Password reset link expired</li>
        <li>#813 · Invoice shows the wrong VAT number</li>
        <li>#814 · Export to CSV skips archived rows</li>
      </Box>
      {/* On narrow screens the three icons move into this menu. */}
      <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={close} container={root?.ownerDocument.body}>
        <MenuItem onClick={close}>Messages (4)</MenuItem>
        <MenuItem onClick={close}>Notifications (17)</MenuItem>
        <MenuItem onClick={close}>Account</MenuItem>
      </Menu>
    </Box>
  );
}
