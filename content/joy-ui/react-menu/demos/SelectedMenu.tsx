import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Check from '@mui/icons-material/Check';
import Sort from '@mui/icons-material/Sort';

const orders = ['Newest first', 'Oldest first', 'Most popular', 'Price: low to high'];

export default function SelectedMenu() {
  const [order, setOrder] = React.useState(orders[0]);

  return (
    <Dropdown>
      <MenuButton startDecorator={<Sort />}>Sort: {order}</MenuButton>
      <Menu>
        {orders.map((option) => (
          <MenuItem
            key={option}
            selected={option === order}
            onClick={() => setOrder(option)}
          >
            <ListItemDecorator>{option === order ? <Check /> : null}</ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
