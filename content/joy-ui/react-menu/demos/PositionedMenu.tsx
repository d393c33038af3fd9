import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

const placements = ['bottom-start', 'bottom-end', 'top-start', 'right-start'] as const;

export default function PositionedMenu() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', py: 12, justifyContent: 'center' }}>
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton variant="outlined">{placement}</MenuButton>
          {/* Popper flips the menu to the other side when it would not fit. */}
          <Menu placement={placement}>
            <MenuItem>Pin</MenuItem>
            <MenuItem>Mute</MenuItem>
            <MenuItem>Leave channel</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
