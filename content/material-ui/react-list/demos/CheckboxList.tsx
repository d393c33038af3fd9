import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const tasks = ['Book the meeting room', 'Send the agenda', 'Order coffee and pastries', 'Test the projector'];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Send the agenda']);

  const toggle = (task: string) => {
    setDone((current) => (current.includes(task) ? current.filter((item) => item !== task) : [...current, task]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Meeting checklist">
        {tasks.map((task) => (
          <ListItem key={task} disablePadding>
            {/* The row is a <label>: a click anywhere toggles the checkbox, which is the only tab stop. */}
            <ListItemButton component="label" role={undefined} tabIndex={-1} dense>
              <ListItemIcon>
                <Checkbox edge="start" checked={done.includes(task)} onChange={() => toggle(task)} />
              </ListItemIcon>
              <ListItemText
                primary={task}
                sx={{ textDecoration: done.includes(task) ? 'line-through' : 'none' }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
