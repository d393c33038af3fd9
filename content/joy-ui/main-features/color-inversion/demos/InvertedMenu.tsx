import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';

export default function InvertedMenu() {
  return (
    <Dropdown>
      <MenuButton variant="solid" color="neutral">
        File actions
      </MenuButton>
      {/* The menu is a solid surface; its items invert to stay readable on it. */}
      <Menu variant="solid" color="neutral" invertedColors placement="bottom-start">
        <MenuItem>
          <ListItemDecorator>
            <DriveFileRenameOutlineRounded />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopyRounded />
          </ListItemDecorator>
          Duplicate
        </MenuItem>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <DeleteOutlineRounded />
          </ListItemDecorator>
          Move to trash
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
