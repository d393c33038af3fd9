import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [seat, setSeat] = React.useState({ cabin: 'economy', position: 'window' });
  const [draft, setDraft] = React.useState(seat);

  const handleChange = (event: SelectChangeEvent) => {
    setDraft({ ...draft, [event.target.name]: event.target.value });
  };

  const openDialog = () => {
    setDraft(seat);
    setOpen(true);
  };

  return (
    <div>
      <Button variant="outlined" onClick={openDialog}>
        Choose a seat
      </Button>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Current seat: {seat.cabin}, {seat.position}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="seat-dialog-title">
        <DialogTitle id="seat-dialog-title">Seat preference</DialogTitle>
        <DialogContent>
          <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="seat-cabin-label">Cabin</InputLabel>
              <Select labelId="seat-cabin-label" name="cabin" value={draft.cabin} label="Cabin" onChange={handleChange}>
                <MenuItem value="economy">Economy</MenuItem>
                <MenuItem value="premium">Premium economy</MenuItem>
                <MenuItem value="business">Business</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="seat-position-label">Position</InputLabel>
              <Select labelId="seat-position-label" name="position" value={draft.position} label="Position" onChange={handleChange}>
                <MenuItem value="window">Window</MenuItem>
                <MenuItem value="middle">Middle</MenuItem>
                <MenuItem value="aisle">Aisle</MenuItem>
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setSeat(draft);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
