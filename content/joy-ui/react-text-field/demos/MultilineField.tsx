import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function MultilineField() {
  return (
    // For several lines, put a Textarea where the Input was.
    <FormControl sx={{ width: 420, maxWidth: '100%' }}>
      <FormLabel>Billing address</FormLabel>
      <Textarea minRows={3} defaultValue={'Acme Corporation\nFriedrichstraße 12\n10117 Berlin'} />
      <FormHelperText>Printed at the top of each invoice.</FormHelperText>
    </FormControl>
  );
}
