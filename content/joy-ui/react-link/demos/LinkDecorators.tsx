import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';
import Chip from '@mui/joy/Chip';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ArrowBack from '@mui/icons-material/ArrowBack';

export default function LinkDecorators() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Link href="#" startDecorator={<ArrowBack />}>
        Back to all articles
      </Link>
      {/* Say in words that the link opens a new tab, not only with an icon. */}
      <Link href="#" target="_blank" rel="noopener noreferrer" endDecorator={<OpenInNew />}>
        Status page (opens in a new tab)
      </Link>
      <Link
        href="#"
        underline="none"
        endDecorator={
          <Chip size="sm" color="success" variant="soft">
            New
          </Chip>
        }
      >
        Dark mode guide
      </Link>
    </Stack>
  );
}
