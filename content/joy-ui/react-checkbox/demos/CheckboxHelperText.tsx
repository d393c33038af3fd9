import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

export default function CheckboxHelperText() {
  return (
    // One checkbox per FormControl: the helper text becomes its aria-describedby.
    <FormControl required sx={{ maxWidth: 360 }}>
      <Checkbox label="I agree to the terms of service" name="terms" />
      <FormHelperText>You can read them before you create your account.</FormHelperText>
    </FormControl>
  );
}
