import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the surrounding FormControl: here, whether its input has focus.
function FocusAwareHelperText() {
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;
  return (
    <FormHelperText id="promo-helper">
      {focused ? 'Codes are 8 letters, such as SPRING24' : 'Have a promo code?'}
    </FormHelperText>
  );
}

export default function UseFormControlDemo() {
  return (
    <form noValidate autoComplete="off">
      <FormControl sx={{ width: 280 }}>
        <OutlinedInput placeholder="Promo code" inputProps={{ 'aria-label': 'Promo code' }} aria-describedby="promo-helper" />
        <FocusAwareHelperText />
      </FormControl>
    </form>
  );
}
