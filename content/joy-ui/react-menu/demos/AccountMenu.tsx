import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Settings from '@mui/icons-material/Settings';
import Logout from '@mui/icons-material/Logout';

export default function AccountMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', sx: { borderRadius: '50%', p: 0.5 } } }}
        aria-label="Account of Maya Patel"
      >
        <Avatar size="sm">MP</Avatar>
      </MenuButton>
      <Menu placement="bottom-end" sx={{ minWidth: 220 }}>
        {/* Plain content (not a MenuItem) is skipped by keyboard navigation. */}
        <Box component="li" role="none" sx={{ px: 1.5, py: 1 }}>
          <Typography level="title-sm">Maya Patel</Typography>
          <Typography level="body-xs">maya@northwind.dev</Typography>
        </Box>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <Settings />
          </ListItemDecorator>
          Settings
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <Logout />
          </ListItemDecorator>
          Sign out
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
