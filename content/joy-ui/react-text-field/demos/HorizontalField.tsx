import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function HorizontalField() {
  return (
    // orientation="horizontal" puts the label beside the input, for dense settings forms.
    <FormControl orientation="horizontal" sx={{ gap: 2, alignItems: 'center', maxWidth: 400 }}>
      <FormLabel sx={{ minWidth: 96 }}>Team name</FormLabel>
      <Input defaultValue="Platform" sx={{ flex: 1 }} />
    </FormControl>
  );
}
