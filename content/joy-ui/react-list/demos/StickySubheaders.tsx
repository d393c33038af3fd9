import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Aisha Bello', 'Andrés Morales', 'Anna Kowalska'],
  B: ['Benjamin Clarke', 'Bianca Rossi'],
  C: ['Chen Wei', 'Chloé Martin', 'Connor Walsh'],
  D: ['Daniel Kim', 'Dara Nguyen'],
};

export default function StickySubheaders() {
  return (
    <Sheet variant="outlined" sx={{ width: 280, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}>
      <List aria-label="Contacts">
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            {/* sticky keeps the letter at the top while its group scrolls by. */}
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>
                  <ListItemButton>{name}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
