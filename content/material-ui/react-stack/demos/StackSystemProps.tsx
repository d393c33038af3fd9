import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function StackSystemProps() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {/* System props: flexbox values as top-level props. */}
      <Stack direction="row" spacing={1} justifyContent="flex-end" p={1} border={1} borderColor="divider" borderRadius={1}>
        <Button size="small">Back</Button>
        <Button size="small" variant="contained">
          Next
        </Button>
      </Stack>
      {/* The same layout with sx. */}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Button size="small">Back</Button>
        <Button size="small" variant="contained">
          Next
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Both rows render the same styles.
      </Typography>
    </Stack>
  );
}
