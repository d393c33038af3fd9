import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';

// Defined outside the demo so it keeps its identity across renders; it must forward its ref.
const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement<any, any> },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on location
      </Button>
      <Dialog open={open} TransitionComponent={SlideUp} onClose={() => setOpen(false)}>
        <DialogTitle>Share your location with Trailmap?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Trailmap uses your location to show nearby trails and to warn you when you leave a marked path.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)}>Allow</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
