import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const rooms = ['Atlas (4 seats)', 'Borealis (8 seats)', 'Cosmos (12 seats)', 'Delta (20 seats)'];
const booked = new Set(['Cosmos (12 seats)']);

export default function AutocompleteStates() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Meeting room</FormLabel>
        {/* Disabled options stay visible so people know they exist. */}
        <Autocomplete options={rooms} getOptionDisabled={(room) => booked.has(room)} placeholder="Choose a room" />
      </FormControl>
      <FormControl error>
        <FormLabel>Backup room</FormLabel>
        <Autocomplete options={rooms} defaultValue="Atlas (4 seats)" />
        <FormHelperText>Atlas is too small for eight people.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Building (read only)</FormLabel>
        <Autocomplete options={['North wing', 'South wing']} defaultValue="North wing" readOnly />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Floor (disabled)</FormLabel>
        <Autocomplete options={['1', '2', '3']} defaultValue="2" />
      </FormControl>
    </Stack>
  );
}
