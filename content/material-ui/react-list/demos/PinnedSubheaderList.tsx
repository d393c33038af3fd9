import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const schedule = [
  { day: 'Monday', talks: ['Opening keynote', 'Design tokens at scale', 'Lunch', 'Testing in production'] },
  { day: 'Tuesday', talks: ['Accessibility clinic', 'Server components', 'Lunch', 'Closing panel'] },
  { day: 'Wednesday', talks: ['Workshop: theming', 'Workshop: forms', 'Hallway track'] },
];

export default function PinnedSubheaderList() {
  return (
    <List
      aria-label="Conference schedule"
      // A fixed height makes the list scroll; each subheader sticks to the top while its section is visible.
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper', border: 1, borderColor: 'divider', position: 'relative', overflow: 'auto', maxHeight: 260, '& ul': { padding: 0 } }}
      tabIndex={0}
    >
      {schedule.map((section) => (
        <li key={section.day}>
          <ul>
            <ListSubheader>{section.day}</ListSubheader>
            {section.talks.map((talk) => (
              <ListItem key={`${section.day}-${talk}`}>
                <ListItemText primary={talk} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
