import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const recipients = [
  'amara@example.com',
  'ben@example.com',
  'chen@example.com',
  'dana@example.com',
  'emil@example.com',
  'fatima@example.com',
];

export default function LimitTags() {
  return (
    <FormControl sx={{ width: 360 }}>
      <FormLabel>Recipients</FormLabel>
      {/* Without focus, only two chips show, followed by "+3". Focus shows them all. */}
      <Autocomplete
        multiple
        limitTags={2}
        options={recipients}
        defaultValue={recipients.slice(0, 5)}
        disableCloseOnSelect
      />
    </FormControl>
  );
}
