import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function StyledPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="text" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Assigned to Lena Fischer
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            'aria-labelledby': titleId,
            elevation: 0,
            sx: {
              mt: 1,
              p: 2,
              width: 260,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>LF</Avatar>
          <div>
            <Typography id={titleId} component="p" variant="subtitle2">
              Lena Fischer
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Support lead, Berlin
            </Typography>
          </div>
        </Box>
      </Popover>
    </div>
  );
}
