import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const transitions = { Grow, Fade, Slide };
type TransitionName = keyof typeof transitions;

export default function TransitionSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Grow');

  const handleShow = (next: TransitionName) => {
    setName(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1}>
      {(Object.keys(transitions) as TransitionName[]).map((transition) => (
        <Button key={transition} variant="outlined" onClick={() => handleShow(transition)}>
          {transition}
        </Button>
      ))}
      <Snackbar
        key={name}
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={transitions[name]}
        autoHideDuration={2500}
        message={`This snackbar uses ${name}`}
      />
    </Stack>
  );
}
