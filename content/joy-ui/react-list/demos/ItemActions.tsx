import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

const initialTasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print name badges'];

export default function ItemActions() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [done, setDone] = React.useState<string[]>(['Book the venue']);

  const toggle = (task: string) =>
    setDone((prev) => (prev.includes(task) ? prev.filter((t) => t !== task) : [...prev, task]));

  return (
    <List variant="outlined" aria-label="Event checklist" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
      {tasks.map((task) => (
        <ListItem
          key={task}
          // endAction is positioned over the item's end, above the checkbox's overlay.
          endAction={
            <IconButton
              aria-label={`Delete ${task}`}
              size="sm"
              color="danger"
              onClick={() => setTasks((prev) => prev.filter((t) => t !== task))}
            >
              <DeleteOutlineRounded />
            </IconButton>
          }
        >
          {/* overlay stretches the checkbox's click area over the whole item. */}
          <Checkbox overlay label={task} checked={done.includes(task)} onChange={() => toggle(task)} />
        </ListItem>
      ))}
    </List>
  );
}
