import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LeadingEdgeClickAway() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('');

  return (
    <Box sx={{ minHeight: 170 }}>
      <ClickAwayListener
        mouseEvent="onMouseDown"
        touchEvent="onTouchStart"
        onClickAway={(event) => {
          if (open) {
            setOpen(false);
            setClosedBy(event.type);
          }
        }}
      >
        <Box sx={{ display: 'inline-block' }}>
          <Button variant="contained" onClick={() => setOpen((prev) => !prev)}>
            {open ? 'Hide' : 'Show'} team on call
          </Button>
          {open ? (
            <Paper variant="outlined" sx={{ mt: 1, p: 2, width: 260 }}>
              <Typography variant="body2">Priya Raman (backend)</Typography>
              <Typography variant="body2">Tomás Ortega (mobile)</Typography>
            </Paper>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
        {closedBy
          ? `Last closed by a "${closedBy}" event.`
          : 'Open the panel, then press outside it.'}
      </Typography>
    </Box>
  );
}
