import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<readonly Message[]>([]);
  const [current, setCurrent] = React.useState<Message | undefined>(undefined);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length > 0 && !current) {
      // Nothing on screen: show the next message.
      setCurrent(queue[0]);
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A new message is waiting: close the current one quickly.
      setOpen(false);
    }
  }, [queue, current, open]);

  const enqueue = (text: string) => {
    nextKey.current += 1;
    setQueue((previous) => [...previous, { key: nextKey.current, text }]);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => enqueue('Added “The Hobbit” to your cart')}>
        Add book
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Added “Moby-Dick” to your cart')}>
        Add another
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        // Once the exit animation is over, make room for the next message.
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.text}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
