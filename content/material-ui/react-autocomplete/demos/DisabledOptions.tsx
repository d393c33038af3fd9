import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const slots = [
  { time: '09:00', booked: false },
  { time: '09:30', booked: true },
  { time: '10:00', booked: false },
  { time: '10:30', booked: true },
  { time: '11:00', booked: true },
  { time: '11:30', booked: false },
  { time: '14:00', booked: false },
  { time: '14:30', booked: false },
];

export default function DisabledOptions() {
  return (
    <Autocomplete
      id="autocomplete-disabled-options"
      options={slots}
      getOptionLabel={(slot) => (slot.booked ? `${slot.time} (booked)` : slot.time)}
      // Disabled options stay visible but cannot be highlighted or chosen.
      getOptionDisabled={(slot) => slot.booked}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
