import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const timeZones = [
  'Pacific Time (Los Angeles)',
  'Mountain Time (Denver)',
  'Central Time (Chicago)',
  'Eastern Time (New York)',
  'Greenwich Mean Time (London)',
  'Central European Time (Berlin)',
  'India Standard Time (Kolkata)',
  'Japan Standard Time (Tokyo)',
  'Australian Eastern Time (Sydney)',
];

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [timeZone, setTimeZone] = React.useState('Greenwich Mean Time (London)');
  // The choice inside the dialog is a draft until the reader confirms it.
  const [draft, setDraft] = React.useState(timeZone);

  const handleOpen = () => {
    setDraft(timeZone);
    setOpen(true);
  };

  const handleConfirm = () => {
    setTimeZone(draft);
    setOpen(false);
  };

  return (
    <React.Fragment>
      <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
        <ListItem disablePadding>
          <ListItemButton aria-haspopup="dialog" onClick={handleOpen}>
            <ListItemText primary="Time zone" secondary={timeZone} />
          </ListItemButton>
        </ListItem>
      </List>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Time zone</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-label="Time zone"
            name="time-zone"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          >
            {timeZones.map((zone) => (
              <FormControlLabel key={zone} value={zone} control={<Radio />} label={zone} />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={handleConfirm}>OK</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
