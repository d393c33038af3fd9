import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseOverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <div>
      <Typography>
        Shipped by{' '}
        <Typography
          component="span"
          aria-owns={open ? id : undefined}
          aria-haspopup="true"
          onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
          onMouseLeave={() => setAnchorEl(null)}
          sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
        >
          Northwind Logistics
        </Typography>
        , arriving Thursday.
      </Typography>
      <Popover
        id={id}
        // The popover must not catch the pointer, or it would fire mouseleave at once.
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={() => setAnchorEl(null)}
        disableRestoreFocus
      >
        <Typography sx={{ p: 1.5 }}>
          Rated 4.8 by 2,310 customers. Tracking in real time.
        </Typography>
      </Popover>
    </div>
  );
}
