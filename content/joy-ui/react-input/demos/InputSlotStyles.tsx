import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function InputSlotStyles() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Website</FormLabel>
      <Input
        placeholder="your-shop"
        startDecorator={<Typography level="body-sm">https://</Typography>}
        endDecorator={<Typography level="body-sm">.store.example</Typography>}
        // Each slot takes its own props and `sx`: here the decorators and the <input> itself.
        slotProps={{
          startDecorator: { sx: { color: 'text.tertiary' } },
          endDecorator: { sx: { color: 'text.tertiary' } },
          input: { sx: { textAlign: 'center', fontWeight: 'lg' }, spellCheck: false },
        }}
      />
    </FormControl>
  );
}
