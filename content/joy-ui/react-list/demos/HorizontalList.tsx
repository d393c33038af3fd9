import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import HomeRounded from '@mui/icons-material/HomeRounded';

const links = ['Products', 'Pricing', 'Blog'];

export default function HorizontalList() {
  const [current, setCurrent] = React.useState('Home');

  return (
    // On a screen narrower than the row, the list scrolls inside its own outline.
    <nav aria-label="Main">
      <List orientation="horizontal" variant="outlined" sx={{ borderRadius: 'sm', flexGrow: 0, '--List-padding': '4px', '--List-radius': '10px', overflowX: 'auto' }}>
        <ListItem>
          <ListItemButton selected={current === 'Home'} aria-current={current === 'Home' ? 'page' : undefined} onClick={() => setCurrent('Home')}>
            <ListItemDecorator>
              <HomeRounded />
            </ListItemDecorator>
            Home
          </ListItemButton>
        </ListItem>
        {/* In a horizontal list, ListDivider becomes vertical by itself. */}
        <ListDivider />
        {links.map((link) => (
          <ListItem key={link}>
            <ListItemButton selected={current === link} aria-current={current === link ? 'page' : undefined} onClick={() => setCurrent(link)}>
              {link}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
