import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const chapters = [
  'Loomings', 'The Carpet-Bag', 'The Spouter-Inn', 'The Counterpane', 'Breakfast', 'The Street',
  'The Chapel', 'The Pulpit', 'The Sermon', 'A Bosom Friend', 'Nightgown', 'Biographical',
  'Wheelbarrow', 'Nantucket', 'Chowder', 'The Ship', 'The Ramadan', 'His Mark',
];

export default function ScrollToTopFab() {
  // The scrolling box is the trigger's target; until it mounts the hook watches the window.
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({ target: scroller ?? undefined, disableHysteresis: true, threshold: 120 });

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Box
        ref={setScroller}
        tabIndex={0}
        aria-label="Chapters of Moby-Dick"
        role="region"
        sx={{ height: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <List dense>
          {chapters.map((chapter, index) => (
            <ListItem key={chapter}>
              <ListItemText primary={chapter} secondary={`Chapter ${index + 1}`} />
            </ListItem>
          ))}
        </List>
      </Box>
      {/* The FAB zooms in once the list has scrolled past 120 pixels. */}
      <Zoom in={scrolled}>
        <Fab
          size="small"
          color="primary"
          aria-label="Scroll back to the first chapter"
          onClick={() => scroller?.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
