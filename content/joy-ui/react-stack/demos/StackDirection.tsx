import Stack from '@mui/joy/Stack';
import Button from '@mui/joy/Button';

export default function StackDirection() {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', width: '100%' }}>
      <Button variant="plain" color="neutral">
        Cancel
      </Button>
      <Button variant="outlined" color="neutral">
        Save draft
      </Button>
      <Button>Publish</Button>
    </Stack>
  );
}
