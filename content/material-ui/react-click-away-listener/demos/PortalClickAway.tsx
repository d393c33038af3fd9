import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [domOnly, setDomOnly] = React.useState(false);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 2,
      }}
    >
      <FormControlLabel
        control={
          <Switch checked={domOnly} onChange={(event) => setDomOnly(event.target.checked)} />
        }
        label="disableReactTree"
      />
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={domOnly}>
        <div>
          <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
            Show order note
          </Button>
          {open ? (
            // Rendered at the end of <body>, outside the listener's DOM element.
            <Portal>
              <Paper
                elevation={6}
                sx={{
                  position: 'fixed',
                  bottom: 24,
                  insetInlineEnd: 24,
                  p: 2,
                  width: 260,
                  zIndex: 'modal',
                }}
              >
                <Typography variant="body2">
                  Order #4821: leave the parcel with the building concierge. Click this note to test
                  whether it counts as inside.
                </Typography>
              </Paper>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
    </Box>
  );
}
