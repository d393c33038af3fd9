import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const notes = [
  { title: 'Grocery run', detail: 'Oat milk, lemons, basil, rye bread' },
  { title: 'Dentist', detail: 'Tuesday 14:30, bring the insurance card' },
  { title: 'Book club', detail: 'Finish chapters 9 to 12 of The Remains of the Day' },
  { title: 'Bike repair', detail: 'Ask about a new rear brake cable' },
  { title: 'Gift ideas', detail: 'Cookbook for Sam, hiking socks for Ana' },
  { title: 'Flight check-in', detail: 'Opens 24 hours before departure' },
  { title: 'Plants', detail: 'Water the fern on Mondays and Thursdays' },
  { title: 'Taxes', detail: 'Collect receipts for the home office' },
];

export default function FabPlacement() {
  return (
    <Box sx={{ pb: 10 }}>
      <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
        Notes
      </Typography>
      <List>
        {notes.map((note) => (
          <ListItem key={note.title} divider>
            <ListItemText primary={note.title} secondary={note.detail} />
          </ListItem>
        ))}
      </List>
      {/* Fixed to the viewport: the FAB stays put while the list scrolls under it. */}
      <Fab color="primary" aria-label="Add a note" sx={{ position: 'fixed', bottom: 16, right: 16 }}>
        <AddIcon />
      </Fab>
    </Box>
  );
}
