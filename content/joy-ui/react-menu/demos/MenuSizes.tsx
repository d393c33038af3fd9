import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

const sizes = ['sm', 'md', 'lg'] as const;

export default function MenuSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size}>Size {size}</MenuButton>
          <Menu size={size}>
            <MenuItem>New file</MenuItem>
            <MenuItem>New folder</MenuItem>
            <MenuItem>Upload</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
