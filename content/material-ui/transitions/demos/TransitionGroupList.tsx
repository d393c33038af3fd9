import * as React from 'react';
import { TransitionGroup } from 'react-transition-group';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

const shelf = ['Middlemarch', 'Beloved', 'The Remains of the Day', 'Things Fall Apart', 'Pachinko'];

export default function TransitionGroupList() {
  const [books, setBooks] = React.useState(shelf.slice(0, 3));
  const next = shelf.find((title) => !books.includes(title));

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button
        variant="outlined"
        disabled={!next}
        onClick={() => next && setBooks([...books, next])}
      >
        Add {next ?? 'a book'}
      </Button>
      <List>
        {/* Each child transition gets `in` from the group: true when added, false when removed. */}
        <TransitionGroup>
          {books.map((title) => (
            <Collapse key={title}>
              <ListItem
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${title}`}
                    onClick={() => setBooks(books.filter((book) => book !== title))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={title} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </Box>
  );
}
