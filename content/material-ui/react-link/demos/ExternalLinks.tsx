import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@mui/utils';

export default function ExternalLinks() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* New tab: the new page gets no window.opener and no Referer header. */}
      <Link
        href="https://www.npmjs.com/package/@mui/material"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        @mui/material on npm
        <OpenInNewIcon fontSize="inherit" />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>
      {/* Same tab: a plain link needs no rel. */}
      <Link href="https://github.com/mui/material-ui">Material UI source on GitHub</Link>
    </Stack>
  );
}
