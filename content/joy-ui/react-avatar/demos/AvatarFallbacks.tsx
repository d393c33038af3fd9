import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarFallbacks() {
  return (
    <Stack direction="row" spacing={2}>
      {/* 1. Children, when there is no image to show. */}
      <Avatar role="img" aria-label="Noah Becker">NB</Avatar>
      {/* 2. Without children: the first letter of alt. */}
      <Avatar alt="Zara Ahmed" role="img" aria-label="Zara Ahmed" />
      {/* 3. Without children or alt: a generic person icon. */}
      <Avatar role="img" aria-label="Guest" />
    </Stack>
  );
}
