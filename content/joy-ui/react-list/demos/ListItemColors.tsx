import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const statuses = [
  { label: 'Build #482 passed', color: 'success' },
  { label: 'Build #481 is waiting for review', color: 'warning' },
  { label: 'Build #480 failed on lint', color: 'danger' },
  { label: 'Build #479 is queued', color: 'neutral' },
  { label: 'Build #478 is running', color: 'primary' },
] as const;

export default function ListItemColors() {
  return (
    <List sx={{ '--List-gap': '6px', maxWidth: 360 }}>
      {statuses.map((status) => (
        // A single item can carry its own variant and color.
        <ListItem key={status.label} variant="soft" color={status.color} sx={{ borderRadius: 'sm' }}>
          {status.label}
        </ListItem>
      ))}
    </List>
  );
}
