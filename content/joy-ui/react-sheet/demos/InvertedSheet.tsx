import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedSheet() {
  return (
    <Sheet variant="solid" color="success" invertedColors sx={{ p: 3, borderRadius: 'md', width: '100%', maxWidth: 480 }}>
      <Typography level="title-lg">Get the monthly changelog</Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        One email on the first Monday of the month. No tracking pixels.
      </Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={(event) => event.preventDefault()}>
        <Input type="email" placeholder="you@example.com" slotProps={{ input: { 'aria-label': 'Email address' } }} sx={{ flex: 1 }} />
        <Button type="submit">Subscribe</Button>
      </Stack>
    </Sheet>
  );
}
