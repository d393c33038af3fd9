import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';

export default function BasicStack() {
  return (
    // A column by default; spacing={2} puts 16px between the children.
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>Pick a plan</Sheet>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>Enter billing details</Sheet>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>Confirm</Sheet>
    </Stack>
  );
}
