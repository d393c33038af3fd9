import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <FormControl sx={{ width: 420, maxWidth: '100%' }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea minRows={3} placeholder="Gate code, where to leave the parcel…" />
      <FormHelperText>The courier sees this note on the day of delivery.</FormHelperText>
    </FormControl>
  );
}
