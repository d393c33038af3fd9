import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem, { menuItemClasses } from '@mui/joy/MenuItem';

export default function MenuSx() {
  return (
    <Dropdown>
      <MenuButton variant="soft">Language</MenuButton>
      <Menu
        sx={{
          // Menu is a List, so the List and ListItem variables apply.
          '--List-radius': '12px',
          '--List-padding': '6px',
          '--ListItem-radius': '8px',
          '--List-gap': '2px',
          boxShadow: 'lg',
          [`& .${menuItemClasses.root}:hover`]: { bgcolor: 'primary.softBg' },
        }}
      >
        <MenuItem>English</MenuItem>
        <MenuItem>Español</MenuItem>
        <MenuItem>Français</MenuItem>
        <MenuItem>Deutsch</MenuItem>
      </Menu>
    </Dropdown>
  );
}
