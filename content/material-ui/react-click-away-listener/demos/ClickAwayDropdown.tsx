import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <Box sx={{ minHeight: 180 }}>
      {/* The listener wraps the button and the panel: a click on either is "inside". */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box sx={{ position: 'relative', display: 'inline-block' }}>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((prev) => !prev)}
          >
            Delivery options
          </Button>
          {open ? (
            <Paper
              id={panelId}
              elevation={4}
              sx={{
                position: 'absolute',
                top: '100%',
                insetInlineStart: 0,
                mt: 1,
                p: 2,
                width: 260,
                zIndex: 1,
              }}
            >
              <Typography variant="subtitle2" component="p">
                Standard: 3–5 business days
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Express: next business day, $12.00
              </Typography>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
