import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function FieldStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {/* State and size go on FormControl, which passes them to the input; error tints the helper text, not the label. */}
      <FormControl required size="sm">
        <FormLabel>VAT number</FormLabel>
        <Input defaultValue="DE123456789" />
      </FormControl>
      <FormControl error>
        <FormLabel>Postal code</FormLabel>
        <Input defaultValue="1234" />
        <FormHelperText>A German postal code has five digits.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Country</FormLabel>
        <Input defaultValue="Germany" />
      </FormControl>
    </Stack>
  );
}
