import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function FieldComposition() {
  return (
    // The replacement for a text field: four components, wired together by FormControl.
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Company name</FormLabel>
      <Input placeholder="Acme Corporation" />
      <FormHelperText>As it appears on your invoices.</FormHelperText>
    </FormControl>
  );
}
