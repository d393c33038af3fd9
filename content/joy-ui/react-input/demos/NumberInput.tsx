import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function NumberInput() {
  return (
    <FormControl sx={{ maxWidth: 200 }}>
      <FormLabel>Guests</FormLabel>
      {/* Attributes that Input does not list as props go to the <input> through slotProps. */}
      <Input type="number" defaultValue={2} slotProps={{ input: { min: 1, max: 8, step: 1 } }} />
      <FormHelperText>From 1 to 8 people.</FormHelperText>
    </FormControl>
  );
}
