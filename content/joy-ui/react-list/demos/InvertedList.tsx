import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import HomeRounded from '@mui/icons-material/HomeRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

const pages = [
  { label: 'Dashboard', icon: <HomeRounded /> },
  { label: 'Notifications', icon: <NotificationsRounded /> },
  { label: 'Profile', icon: <PersonRounded /> },
];

export default function InvertedList() {
  const [current, setCurrent] = React.useState('Dashboard');

  return (
    // invertedColors on the surface adapts the list's text, icons and hover states to it.
    <Sheet variant="solid" color="primary" invertedColors sx={{ p: 1, borderRadius: 'md', width: 240 }}>
      <List aria-label="Workspace" sx={{ '--ListItem-radius': '6px' }}>
        <ListItem nested>
          <ListSubheader>Workspace</ListSubheader>
          <List>
            {pages.map((page) => (
              <ListItem key={page.label}>
                <ListItemButton
                  selected={current === page.label}
                  aria-current={current === page.label ? 'page' : undefined}
                  onClick={() => setCurrent(page.label)}
                >
                  <ListItemDecorator>{page.icon}</ListItemDecorator>
                  {page.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      </List>
    </Sheet>
  );
}
