import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListDivider from '@mui/joy/ListDivider';
import Typography from '@mui/joy/Typography';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentPaste from '@mui/icons-material/ContentPaste';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const shortcut = (keys: string) => (
  <Typography level="body-xs" textColor="text.tertiary" sx={{ ml: 'auto', pl: 2 }}>
    {keys}
  </Typography>
);

export default function MenuDecorators() {
  return (
    <Dropdown>
      <MenuButton endDecorator={<KeyboardArrowDown />}>Edit</MenuButton>
      <Menu sx={{ minWidth: 220 }}>
        <MenuItem>
          <ListItemDecorator>
            <ContentCut />
          </ListItemDecorator>
          Cut {shortcut('Ctrl+X')}
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopy />
          </ListItemDecorator>
          Copy {shortcut('Ctrl+C')}
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentPaste />
          </ListItemDecorator>
          Paste {shortcut('Ctrl+V')}
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteOutline />
          </ListItemDecorator>
          Delete
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
