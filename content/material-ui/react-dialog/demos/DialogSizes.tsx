import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<DialogProps['maxWidth']>('sm');

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open sized dialog
      </Button>
      <Dialog fullWidth={fullWidth} maxWidth={maxWidth} open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Dialog size</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Change the options: the dialog resizes while it is open. Without full width, it is only as wide as
            its content.
          </DialogContentText>
          <FormControl sx={{ mt: 2, minWidth: 140 }}>
            <InputLabel id="dialog-max-width-label">maxWidth</InputLabel>
            <Select
              labelId="dialog-max-width-label"
              label="maxWidth"
              value={maxWidth === false ? 'false' : maxWidth}
              onChange={(event) => {
                const next = event.target.value;
                setMaxWidth(next === 'false' ? false : (next as DialogProps['maxWidth']));
              }}
            >
              {['false', 'xs', 'sm', 'md', 'lg', 'xl'].map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            sx={{ mt: 1, display: 'flex' }}
            control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
            label="Full width"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
