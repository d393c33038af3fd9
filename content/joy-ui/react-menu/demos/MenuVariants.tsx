import Stack from '@mui/joy/Stack';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function MenuVariants() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Dropdown key={variant}>
          {/* The same variant on the button and on the menu it opens. */}
          <MenuButton variant={variant}>{variant}</MenuButton>
          <Menu variant={variant}>
            <MenuItem>Profile</MenuItem>
            <MenuItem>Team settings</MenuItem>
            <MenuItem>Sign out</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
