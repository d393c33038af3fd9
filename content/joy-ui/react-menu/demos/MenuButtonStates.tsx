import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function MenuButtonStates() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Dropdown>
        <MenuButton endDecorator={<KeyboardArrowDown />}>Export</MenuButton>
        <Menu>
          <MenuItem>CSV</MenuItem>
          <MenuItem>Excel</MenuItem>
          <MenuItem disabled>PDF (Pro plan)</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton disabled endDecorator={<KeyboardArrowDown />}>
          Export
        </MenuButton>
        <Menu>
          <MenuItem>CSV</MenuItem>
        </Menu>
      </Dropdown>
      {/* A loading MenuButton is disabled until the data arrives. */}
      <Dropdown>
        <MenuButton loading loadingPosition="end" endDecorator={<KeyboardArrowDown />}>
          Export
        </MenuButton>
        <Menu>
          <MenuItem>CSV</MenuItem>
        </Menu>
      </Dropdown>
    </Stack>
  );
}
