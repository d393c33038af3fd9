import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputFormControl() {
  return (
    // FormControl links the label to the input (`htmlFor`/`id`) and the helper text
    // to the input (`aria-describedby`) with a generated id.
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="Ada Lovelace" defaultValue="" />
      <FormHelperText>Shown on your public profile and in comments.</FormHelperText>
    </FormControl>
  );
}
