import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link href="#" underline="hover">
        Underline on hover
      </Link>
      <Link href="#" underline="always">
        Always underlined
      </Link>
      <Link href="#" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
