import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function MenuColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Dropdown key={color}>
          <MenuButton variant="soft" color={color}>
            {color}
          </MenuButton>
          {/* Menu items take the menu's color unless they set their own. */}
          <Menu variant="soft" color={color}>
            <MenuItem>Open</MenuItem>
            <MenuItem>Share</MenuItem>
            <MenuItem>Archive</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
