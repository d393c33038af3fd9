import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = [
  'Choose a sort order',
  'Newest first',
  'Oldest first',
  'Price: low to high',
  'Price: high to low',
];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(1);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div style={{ width: '100%', maxWidth: 320 }}>
      <List
        component="nav"
        aria-label="Product list settings"
        sx={{ width: '100%', maxWidth: 320 }}
      >
        <ListItemButton
          id={buttonId}
          aria-haspopup="listbox"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort by" secondary={options[selectedIndex]} />
        </ListItemButton>
      </List>
      {/* The default variant, `selectedMenu`, focuses the selected item when the menu opens. */}
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': buttonId, role: 'listbox' }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            disabled={index === 0}
            selected={index === selectedIndex}
            aria-selected={index === selectedIndex}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
