import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Tooltip disableFocusListener describeChild title="Opens on hover and long press, not on focus">
        <Button>Hover or touch</Button>
      </Tooltip>
      <Tooltip disableHoverListener describeChild title="Opens on keyboard focus and long press">
        <Button>Focus or touch</Button>
      </Tooltip>
      <Tooltip disableFocusListener disableTouchListener describeChild title="Opens on mouse hover only">
        <Button>Hover</Button>
      </Tooltip>
      {/* Controlled by a click: turn off the built-in listeners and close on a click elsewhere. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            describeChild
            title="Opened with a click. Click anywhere else or press Escape to close."
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button onClick={() => setOpen((value) => !value)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
