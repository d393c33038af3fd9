import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function TransitionsPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide' : 'Show'} stock level
      </Button>
      {/* With `transition`, children is a function that receives the props for the transition. */}
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={300}>
            <Paper elevation={4} sx={{ mt: 1, p: 1.5 }}>
              <Typography variant="body2">12 copies left in the Lisbon warehouse</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
