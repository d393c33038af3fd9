import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const timezones = {
  Africa: ['Cairo', 'Johannesburg', 'Lagos', 'Nairobi'],
  America: ['Bogotá', 'Chicago', 'Mexico City', 'New York', 'São Paulo', 'Toronto'],
  Asia: ['Dubai', 'Jakarta', 'Kolkata', 'Seoul', 'Singapore', 'Tokyo'],
  Europe: ['Berlin', 'Lisbon', 'London', 'Madrid', 'Paris', 'Warsaw'],
};

export default function ScrollableSheet() {
  return (
    // The Sheet's background reaches the sticky subheaders through a CSS variable.
    // tabIndex lets keyboard users scroll the list, which has nothing focusable in it.
    <Sheet variant="outlined" tabIndex={0} role="region" aria-label="Time zones" sx={{ width: 280, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}>
      <List size="sm">
        {Object.entries(timezones).map(([region, cities]) => (
          <ListItem nested key={region}>
            <ListSubheader sticky>{region}</ListSubheader>
            <List>
              {cities.map((city) => (
                <ListItem key={city}>{city}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
