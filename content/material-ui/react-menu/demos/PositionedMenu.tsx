import * as React from 'react';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';

type Placement = { label: string } & Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'>;

const placements: [Placement, ...Placement[]] = [
  // The menu's top-left corner sits on the button's bottom-left corner (the default).
  {
    label: 'Below',
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  // The menu's bottom edge sits on the button's top edge.
  {
    label: 'Above',
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'bottom', horizontal: 'left' },
  },
  // The menu covers the button, its first item over the button's label.
  {
    label: 'Over',
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
];

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [placement, setPlacement] = React.useState(placements[0]);
  const menuId = React.useId();

  return (
    <Stack direction="row" spacing={2} sx={{ py: 10, justifyContent: 'center' }}>
      {placements.map((item) => (
        <Button
          key={item.label}
          variant="outlined"
          aria-haspopup="true"
          aria-controls={anchorEl && placement === item ? menuId : undefined}
          aria-expanded={anchorEl && placement === item ? 'true' : undefined}
          onClick={(event) => {
            setPlacement(item);
            setAnchorEl(event.currentTarget);
          }}
        >
          {item.label}
        </Button>
      ))}
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={placement.anchorOrigin}
        transformOrigin={placement.transformOrigin}
        MenuListProps={{ 'aria-label': 'Share' }}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Share link</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Send by email</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Embed</MenuItem>
      </Menu>
    </Stack>
  );
}
