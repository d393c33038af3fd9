import Stack from '@mui/joy/Stack';
import Link from '@mui/joy/Link';

const levels = ['h3', 'title-lg', 'title-md', 'body-md', 'body-sm', 'body-xs'] as const;

export default function LinkLevels() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {levels.map((level) => (
        <Link key={level} level={level} href="#">
          Release notes ({level})
        </Link>
      ))}
    </Stack>
  );
}
