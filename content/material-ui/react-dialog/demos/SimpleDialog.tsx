import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviewers = [
  { name: 'Amara Okafor', email: 'amara@example.com', initials: 'AO' },
  { name: 'Lukas Becker', email: 'lukas@example.com', initials: 'LB' },
  { name: 'Mei Tanaka', email: 'mei@example.com', initials: 'MT' },
];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [reviewer, setReviewer] = React.useState('Amara Okafor');

  const handleSelect = (name: string) => {
    setReviewer(name);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Reviewer: {reviewer}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change reviewer
      </Button>
      {/* onClose fires on Escape and on a click outside the dialog. */}
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Choose a reviewer</DialogTitle>
        <List sx={{ pt: 0 }}>
          {reviewers.map((person) => (
            <ListItem key={person.email} disablePadding>
              <ListItemButton selected={person.name === reviewer} onClick={() => handleSelect(person.name)}>
                <ListItemAvatar>
                  <Avatar>{person.initials}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={person.name} secondary={person.email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
