import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

export default function ControlledDropdown() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState('none');

  const handleOpenChange = React.useCallback(
    (event: React.SyntheticEvent | null, isOpen: boolean) => setOpen(isOpen),
    [],
  );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton>Share</MenuButton>
        <Menu>
          {['Copy link', 'Email', 'Embed'].map((action) => (
            <MenuItem key={action} onClick={() => setLastAction(action)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        Menu is {open ? 'open' : 'closed'}. Last action: {lastAction}.
      </Typography>
    </Stack>
  );
}
