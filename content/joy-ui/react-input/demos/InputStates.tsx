import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl disabled>
        <FormLabel>Account ID (disabled)</FormLabel>
        <Input defaultValue="ACC-20481" />
      </FormControl>
      <FormControl>
        <FormLabel>Plan (read only)</FormLabel>
        {/* A read-only input can still be focused and copied from. */}
        <Input readOnly defaultValue="Team, billed yearly" />
      </FormControl>
    </Stack>
  );
}
