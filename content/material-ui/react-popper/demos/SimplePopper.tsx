import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? id : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Toggle delivery estimate
      </Button>
      {/* No backdrop and no focus trap: the rest of the page stays usable. */}
      <Popper id={id} open={open} anchorEl={anchorEl}>
        <Box
          sx={{
            mt: 1,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="body2">Arrives Thursday, May 16 (free shipping)</Typography>
        </Box>
      </Popper>
    </div>
  );
}
