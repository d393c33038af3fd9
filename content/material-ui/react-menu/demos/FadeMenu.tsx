import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Playback speed
      </Button>
      {/* Fade instead of the default Grow, with a slower enter and exit. */}
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        TransitionComponent={Fade}
        transitionDuration={{ enter: 400, exit: 250 }}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        <MenuItem onClick={handleClose}>0.75×</MenuItem>
        <MenuItem onClick={handleClose}>Normal</MenuItem>
        <MenuItem onClick={handleClose}>1.25×</MenuItem>
        <MenuItem onClick={handleClose}>1.5×</MenuItem>
      </Menu>
    </div>
  );
}
