import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const people = [
  { name: 'Chiara Russo', role: 'Product designer' },
  { name: 'Ola Nordmann', role: 'Engineering manager' },
  { name: 'Fatima Zahra', role: 'Data analyst' },
];

export default function CheckboxListSecondary() {
  const [invited, setInvited] = React.useState<string[]>(['Ola Nordmann']);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List aria-label="Invite to the review">
        {people.map((person) => {
          return (
            <ListItem
              key={person.name}
              disablePadding
              // The checkbox is a separate control at the end; the row itself opens the profile.
              secondaryAction={
                <Checkbox
                  edge="end"
                  checked={invited.includes(person.name)}
                  onChange={(event) =>
                    setInvited((current) =>
                      event.target.checked ? [...current, person.name] : current.filter((name) => name !== person.name),
                    )
                  }
                  inputProps={{ 'aria-label': `Invite ${person.name}` }}
                />
              }
            >
              <ListItemButton>
                <ListItemAvatar>
                  <Avatar>{person.name.charAt(0)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.role} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
