import Stack from '@mui/joy/Stack';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      spacing={2}
      // The divider element is placed between every pair of children.
      divider={<Divider orientation="vertical" />}
      sx={{ alignItems: 'center' }}
    >
      <Typography level="body-sm">12 min read</Typography>
      <Typography level="body-sm">Design</Typography>
      <Typography level="body-sm">March 4, 2026</Typography>
    </Stack>
  );
}
