import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function EscapeClickAway() {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  const close = () => setOpen(false);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      // Give focus back to the control that opened the panel.
      buttonRef.current?.focus();
    }
  };

  return (
    <Box sx={{ minHeight: 190 }}>
      <ClickAwayListener onClickAway={close}>
        <Box sx={{ display: 'inline-block' }} onKeyDown={handleKeyDown}>
          <Button
            ref={buttonRef}
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((prev) => !prev)}
          >
            Return policy
          </Button>
          {open ? (
            <Paper
              id={panelId}
              role="region"
              aria-label="Return policy"
              variant="outlined"
              sx={{ mt: 1, p: 2, width: 280 }}
            >
              <Typography variant="body2" sx={{ mb: 1 }}>
                Return unworn items within 30 days for a full refund.
              </Typography>
              <Button size="small" onClick={close}>
                Got it
              </Button>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
