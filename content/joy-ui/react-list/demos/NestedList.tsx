import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';

const sections = [
  { title: 'Getting started', pages: ['Installation', 'Usage', 'Templates'] },
  { title: 'Components', pages: ['Button', 'List', 'Table'] },
  { title: 'Customization', pages: ['Theme colors', 'Dark mode'] },
];

export default function NestedList() {
  return (
    <List aria-label="Documentation" size="sm" sx={{ maxWidth: 260, '--ListItem-radius': '6px' }}>
      {sections.map((section) => (
        // `nested` tells the item it holds a List; the ListSubheader labels that list.
        <ListItem nested key={section.title}>
          <ListSubheader>{section.title}</ListSubheader>
          <List>
            {section.pages.map((page) => (
              <ListItem key={page}>
                <ListItemButton selected={page === 'List'}>{page}</ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
