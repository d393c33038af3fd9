import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export default function SimpleBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show backdrop
      </Button>
      {/* Clicking anywhere on the dimmed layer closes it again. */}
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({ color: '#fff', zIndex: theme.zIndex.drawer + 1 })}
      >
        <CircularProgress color="inherit" aria-label="Loading" />
      </Backdrop>
    </div>
  );
}
