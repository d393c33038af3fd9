import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import IconButton from '@mui/joy/IconButton';
import MoreVert from '@mui/icons-material/MoreVert';

export default function IconButtonMenu() {
  return (
    <Dropdown>
      {/* The root slot turns the menu button into an IconButton; slotProps styles it. */}
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'outlined', color: 'neutral' } }}
        aria-label="More actions for invoice INV-2041"
      >
        <MoreVert />
      </MenuButton>
      <Menu placement="bottom-end">
        <MenuItem>Download PDF</MenuItem>
        <MenuItem>Send reminder</MenuItem>
        <MenuItem>Mark as paid</MenuItem>
      </Menu>
    </Dropdown>
  );
}
