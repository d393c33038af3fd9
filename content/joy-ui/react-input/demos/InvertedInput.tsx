import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InvertedInput() {
  return (
    // The input keeps its `outlined` variant; its colors follow the solid surface.
    <Sheet variant="solid" color="primary" invertedColors sx={{ p: 3, borderRadius: 'md', maxWidth: 400 }}>
      <Typography level="title-lg" sx={{ mb: 1 }}>
        Release notes, monthly
      </Typography>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input placeholder="you@example.com" endDecorator={<Button variant="soft">Join</Button>} />
      </FormControl>
    </Sheet>
  );
}
