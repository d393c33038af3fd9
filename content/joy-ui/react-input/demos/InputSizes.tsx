import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input size="sm" placeholder="Small" aria-label="Small input" />
      <Input size="md" placeholder="Medium (default)" aria-label="Medium input" />
      <Input size="lg" placeholder="Large" aria-label="Large input" />
    </Stack>
  );
}
