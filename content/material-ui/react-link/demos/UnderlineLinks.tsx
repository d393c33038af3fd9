import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineLinks() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* `always` is the default: the underline is there from the start. */}
      <Link href="#" underline="always">
        Release notes
      </Link>
      {/* `hover`: the underline appears while the pointer is over the link. */}
      <Link href="#" underline="hover">
        Roadmap
      </Link>
      {/* `none`: never underlined; make sure the link still stands out. */}
      <Link href="#" underline="none">
        Changelog
      </Link>
    </Stack>
  );
}
