import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function SplitButton() {
  const [action, setAction] = React.useState('Merge pull request');
  return (
    <Dropdown>
      <ButtonGroup variant="solid" color="success" aria-label="Merge options">
        <Button>{action}</Button>
        {/* The MenuButton is rendered as an IconButton and is a direct child of the group. */}
        <MenuButton slots={{ root: IconButton }} slotProps={{ root: { variant: 'solid', color: 'success' } }} aria-label="Choose merge method">
          <ArrowDropDown />
        </MenuButton>
      </ButtonGroup>
      <Menu placement="bottom-end">
        {actions.map((item) => (
          <MenuItem key={item} selected={item === action} onClick={() => setAction(item)}>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
