import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <div>
      <Button
        variant="contained"
        aria-describedby={open ? id : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Why is this order on hold?
      </Button>
      <Popover
        id={id}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 300 }}>
          The billing address does not match the card. Update it to release order #4821.
        </Typography>
      </Popover>
    </div>
  );
}
