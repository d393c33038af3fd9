import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const tasks = ['Book the venue', 'Send the invitations', 'Order the cake', 'Pick a playlist'];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);

  const toggle = (task: string) => () => {
    setDone((current) => (current.includes(task) ? current.filter((item) => item !== task) : [...current, task]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List dense>
        {tasks.map((task) => {
          const labelId = `checkbox-list-${task.replace(/\s+/g, '-').toLowerCase()}`;
          const checked = done.includes(task);
          return (
            <ListItem key={task} disablePadding>
              {/* The row is the checkbox's <label>: a click anywhere on it toggles the checkbox,
                  and the checkbox stays the one tab stop of the row. */}
              <ListItemButton component="label" role={undefined} tabIndex={-1} dense>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    onChange={toggle(task)}
                    inputProps={{ 'aria-labelledby': labelId }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={task}
                  sx={{ textDecoration: checked ? 'line-through' : 'none', color: checked ? 'text.secondary' : 'text.primary' }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
