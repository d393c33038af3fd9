import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Bolt from '@mui/icons-material/Bolt';
import Schedule from '@mui/icons-material/Schedule';
import Close from '@mui/icons-material/Close';

export default function InvertedColorsMenu() {
  return (
    <Dropdown>
      <MenuButton variant="solid" color="neutral">
        Deploy
      </MenuButton>
      {/* Items, icons and the divider adapt to the dark surface. */}
      <Menu variant="solid" color="neutral" invertedColors>
        <MenuItem>
          <ListItemDecorator>
            <Bolt />
          </ListItemDecorator>
          Deploy now
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <Schedule />
          </ListItemDecorator>
          Schedule for tonight
        </MenuItem>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <Close />
          </ListItemDecorator>
          Cancel release
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
