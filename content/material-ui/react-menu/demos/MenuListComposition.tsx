import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const anchorRef = React.useRef<HTMLButtonElement>(null);
  const buttonId = React.useId();
  const menuId = React.useId();

  const handleClose = (event: Event | React.SyntheticEvent) => {
    // A click on the button itself toggles the menu; ignore it here.
    if (anchorRef.current?.contains(event.target as Node)) return;
    setOpen(false);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      anchorRef.current?.focus();
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ minHeight: 200 }}>
      {/* No backdrop: the rest of the page stays usable while the menu is open. */}
      <div>
        <Button
          ref={anchorRef}
          id={buttonId}
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          aria-haspopup="true"
          onClick={() => setOpen((value) => !value)}
        >
          Export report
        </Button>
        <Popper
          open={open}
          anchorEl={anchorRef.current}
          placement="bottom-start"
          transition
          disablePortal
        >
          {({ TransitionProps, placement }) => (
            <Grow
              {...TransitionProps}
              style={{
                transformOrigin: placement === 'bottom-start' ? 'left top' : 'left bottom',
              }}
            >
              <Paper elevation={4}>
                <ClickAwayListener onClickAway={handleClose}>
                  <MenuList
                    autoFocusItem={open}
                    id={menuId}
                    aria-labelledby={buttonId}
                    onKeyDown={handleListKeyDown}
                  >
                    <MenuItem onClick={handleClose}>As CSV</MenuItem>
                    <MenuItem onClick={handleClose}>As Excel workbook</MenuItem>
                    <MenuItem onClick={handleClose}>As PDF</MenuItem>
                  </MenuList>
                </ClickAwayListener>
              </Paper>
            </Grow>
          )}
        </Popper>
      </div>
    </Stack>
  );
}
