import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// A data URI that is not a valid image: it fails to load without any network request.
const brokenImage = 'data:image/png;base64,AAAA';

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {/* 1. The image fails, so the children show. */}
      <Avatar src={brokenImage} alt="Nadia Haddad" sx={{ bgcolor: 'warning.main' }}>
        NH
      </Avatar>
      {/* 2. No children: the first letter of alt shows. */}
      <Avatar src={brokenImage} alt="Oliver Grant" />
      {/* 3. No children and an empty alt: the generic person icon shows. */}
      <Avatar src={brokenImage} alt="" />
    </Stack>
  );
}
