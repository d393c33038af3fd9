import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const timeZones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

// Items are 48px tall on phones and 36px from the `sm` breakpoint up.
const ROWS = 4.5;

export default function LongMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [zone, setZone] = React.useState('Europe/Berlin');
  const open = Boolean(anchorEl);
  const menuId = React.useId();

  return (
    <div>
      <IconButton
        aria-label="Choose a time zone"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-label': 'Time zones' }}
        // Four and a half rows: the cut-off row tells the reader the list scrolls.
        slotProps={{
          paper: { sx: { maxHeight: { xs: 48 * ROWS, sm: 36 * ROWS }, width: '24ch' } },
        }}
      >
        {timeZones.map((option) => (
          <MenuItem
            key={option}
            selected={option === zone}
            onClick={() => {
              setZone(option);
              setAnchorEl(null);
            }}
          >
            {option.replace('_', ' ')}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
